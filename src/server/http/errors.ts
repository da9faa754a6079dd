import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '../../contracts/errors.js';
import { AppError } from './app-error.js';
import { tooManyAttempts } from './rate-limit.js';
import { localeFromHeader } from '../lib/language/request-locale.js';

/**
 * PostgreSQL's "this value cannot be stored" classes (a NUL byte, an impossible date, a number out
 * of range): a bad request that slipped past its contract, never a server failure.
 */
const BAD_VALUE_CODES = new Set(['22021', '22P05', '22007', '22008', '22003', '22P02']);
const isBadValueForDatabase = (err: Error) => {
  const code = (err.cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && BAD_VALUE_CODES.has(code);
};

/** A 429 says when to come back, in the visitor's language (the client sends its own in Accept-Language). */
function sendRateLimited(request: FastifyRequest, reply: FastifyReply, err: AppError<'rate_limited'>) {
  const retryAfter = Number(err.details.retryAfter);
  if (retryAfter > 0) reply.header('retry-after', String(retryAfter));
  const message = tooManyAttempts(localeFromHeader(request.headers['accept-language']));
  return reply.status(429).send(body('rate_limited', message, err.details));
}

const isRateLimited = (err: AppError): err is AppError<'rate_limited'> => err.code === 'rate_limited';

/** Every failed answer has this one shape (src/contracts/errors.ts). */
const body = <C extends ErrorCode>(code: C, message: string, details: ErrorBody<C>['details']): ErrorBody<C> => ({
  code,
  message,
  details,
});

/**
 * The router's own refusals, before any route runs: a path whose percent-encoding does not decode
 * (`/api/e-cards/%ff`) or a path parameter past its length. Fastify would answer them in its shape.
 */
export function answerFrameworkError(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const message = err.code === 'FST_ERR_BAD_URL' ? 'Adresse invalide : encodage incorrect' : 'Adresse invalide';
  return reply.status(400).send(body('invalid_data', message, {}));
}

/** The one place where errors become answers: `{ code, message, details }`; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (isRateLimited(err)) return sendRateLimited(request, reply, err);
      return reply.status(err.status).send(body(err.code, err.message, err.details));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Valeur invalide',
      }));
      const first = issues[0];
      const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : 'Requête invalide';
      return reply.status(400).send(body('invalid_data', message, { issues }));
    }
    if (isBadValueForDatabase(err)) {
      return reply.status(400).send(body('invalid_data', 'Valeur invalide', {}));
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(500).send(body('internal', 'Une erreur est survenue', {}));
    }
    const code: ErrorCode =
      status === 413 ? 'payload_too_large' : status === 415 ? 'unsupported_media_type' : status === 429 ? 'rate_limited' : 'invalid_data';
    const message =
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError ? 'Corps JSON invalide' : err.message;
    return reply.status(status).send(body(code, message, {}));
  });
}
