import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_STATUS } from '#shared/contracts/errors';
import { AppError, codeOfStatus } from '#server/lib/errors';

// PostgreSQL cannot store U+0000 in text and SQLite's full-text search stops at it: no input may carry one.
const NUL = '\u0000';

function findNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  // Bytes (a photo upload) are not text: walking a 10 MB buffer key by key would hold the event loop for seconds.
  if (ArrayBuffer.isView(value)) return null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findNul(item, path ? `${path}.${i}` : String(i));
      if (found !== null) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findNul(key, path) ?? findNul(item, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}

const nulError = (field: string) =>
  new AppError('BAD_REQUEST', `${field || 'request'}: must not contain a NUL character`, field || undefined);

/** Refuses a NUL character anywhere in the path, the query or the body, before any route sees it. */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    // The URL is still percent-encoded here; %00 is how a NUL arrives.
    if (request.url.includes('%00') || request.url.includes(NUL)) throw nulError('');
  });
  app.addHook('preValidation', async (request) => {
    const field = findNul(request.body, '');
    if (field !== null) throw nulError(field);
  });
}

/** Fastify's own router errors (a malformed URL, an over-long path parameter) in our error envelope. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const code = codeOfStatus(
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400,
  );
  void reply.code(ERROR_STATUS[code]).send({ error: { code, message: 'This address is not valid.' } });
}
