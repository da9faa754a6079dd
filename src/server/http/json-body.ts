import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

/** Our contracts nest about 6 deep; a body past this is refused before anything walks it. */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/** Whether `text`'s arrays and objects nest deeper than `max`: one pass, no recursion, strings skipped. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
}

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), but a body nested past
 * MAX_JSON_DEPTH is a 400: deep nesting only serves to make a recursive walk overflow the stack.
 */
export function registerJsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const body = raw as string;
    if (nestsDeeperThan(body, MAX_JSON_DEPTH)) {
      done(new AppError('invalid_data', `Corps JSON trop imbriqué (${MAX_JSON_DEPTH} niveaux au plus)`), undefined);
      return;
    }
    parse(request, body, done);
  });
}
