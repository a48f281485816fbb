import type { FastifyInstance } from 'fastify';
import { AppError } from '#server/lib/errors';

/** No body of ours nests deeper than a few levels; 32 leaves room and keeps every later walk shallow. */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * Whether JSON text nests arrays and objects deeper than `max`, found in one pass over the characters
 * (brackets inside strings, escaped quotes included, do not count) and without parsing: it stops at the
 * first bracket past the bound. For valid JSON the depth it counts is the parsed value's; for invalid
 * JSON its answer does not matter, as the parser refuses that text anyway.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      depth++;
      if (depth > max) return true;
    } else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) depth--;
  }
  return false;
}

/**
 * Replaces Fastify's JSON body parser with the same one (secure-json-parse, prototype poisoning refused)
 * behind a nesting bound: a body nested deeper than MAX_JSON_DEPTH gets a 400 before it is parsed, so
 * neither the parse nor any later walk over the value (the NUL check, the schemas) meets a deep one.
 * Call before registering routes: child contexts inherit parsers when they are registered.
 */
export function boundJsonNesting(app: FastifyInstance, maxDepth = MAX_JSON_DEPTH) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body); // parseAs 'string': always a string already
    if (nestsDeeperThan(text, maxDepth)) {
      done(new AppError('BAD_REQUEST', `request: JSON nested deeper than ${maxDepth} levels`), undefined);
      return;
    }
    parse(request, text, done);
  });
}
