import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_STATUS } from '#shared/contracts/errors';
import { AppError, codeOfStatus } from '#server/lib/errors';

// PostgreSQL cannot store U+0000 in text and SQLite's full-text search stops at it: no input may carry one.
const NUL = '\u0000';

/**
 * The path of the first string (key or value) holding a NUL, or null: a walk with its own stack, so a
 * deep value cannot exhaust the call stack (bodies are also bounded in depth, lib/json-body.ts).
 */
export function findNul(root: unknown, rootPath = ''): string | null {
  const stack: [unknown, string][] = [[root, rootPath]];
  const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return path;
    } else if (ArrayBuffer.isView(value)) {
      // Bytes (a photo upload) are not text: walking a 10 MB buffer key by key would hold the event loop for seconds.
      continue;
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], join(path, i)]);
    } else if (value && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        stack.push([item, join(path, key)]);
        if (key.includes(NUL)) stack.push([key, path]);
      }
    }
  }
  return null;
}

const nulError = (field: string) =>
  new AppError('BAD_REQUEST', `${field || 'request'}: must not contain a NUL character`, field || undefined);

/** Refuses a NUL character anywhere in the path, the query or the body, before any route sees it. */
export function refuseNulCharacters(app: FastifyInstance) {
  // Callback hooks: an async one costs a promise and a microtask turn on every request.
  app.addHook('onRequest', (request, _reply, done) => {
    // The URL is still percent-encoded here; %00 is how a NUL arrives.
    done(request.url.includes('%00') || request.url.includes(NUL) ? nulError('') : undefined);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const field = findNul(request.body, '');
    done(field !== null ? nulError(field) : undefined);
  });
}

/** Fastify's own router errors (a malformed URL, an over-long path parameter) in our error envelope. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const code = codeOfStatus(
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400,
  );
  void reply.code(ERROR_STATUS[code]).send({ error: { code, message: 'This address is not valid.' } });
}
