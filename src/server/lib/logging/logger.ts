import type { FastifyServerOptions } from 'fastify';
import { readableLog } from './readable-log.js';

export type LogFormat = 'json' | 'pretty';

/** LOG_FORMAT when set; else readable lines for a person at a terminal, JSON for a file or a log collector. */
export const logFormat = (setting: LogFormat | undefined, terminal: boolean | undefined): LogFormat => setting ?? (terminal ? 'pretty' : 'json');

/** A path with its query's names but not their values: reset tokens and phones travel in query strings. */
export function pathWithoutValues(url: string): string {
  const [path = '', query] = url.split('?', 2);
  if (!query) return path;
  const names = [...new URLSearchParams(query).keys()];
  return names.length ? `${path}?${[...new Set(names)].join('&')}` : path;
}

/** Catch-all routes (the static files', the uploads'): their paths name files, so the log keeps the path. */
const isCatchAll = (route: string) => route.endsWith('*');

/**
 * The path a request line keeps: the pattern of the route that took it (`/api/claims/:token`,
 * `/e-card/:token`), never the values of its parameters, which carry private links' tokens and
 * gift codes; the path itself only when no route (or a catch-all) took it. Query values are dropped.
 */
export function loggedPath(url: string, route: string | undefined): string {
  const logged = pathWithoutValues(url);
  if (route === undefined || isCatchAll(route)) return logged;
  const query = logged.indexOf('?');
  return query === -1 ? route : route + logged.slice(query);
}

interface QueryError extends Error {
  query: string;
  params: unknown[];
}
const isQueryError = (err: unknown): err is QueryError =>
  err instanceof Error && 'query' in err && 'params' in err && Array.isArray((err as QueryError).params);

const stackFrames = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');

type LoggedError = { type: string; message: string; stack: string; [field: string]: unknown };

/**
 * An error as the log keeps it. A failed query's parameters and the database's detail line hold
 * password hashes, token hashes, names and phones: the log keeps the SQL text, the database's
 * error code, constraint and message with its quoted values masked, never the values.
 */
export function redactedError(err: unknown): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  if (isQueryError(err)) {
    const cause = err.cause as { code?: string; message?: string; constraint?: string; table?: string; column?: string } | undefined;
    return {
      type: err.name,
      message: 'Failed query',
      query: err.query,
      dbCode: cause?.code,
      // PostgreSQL quotes the offending value in its message ("invalid input syntax…: "…"").
      dbMessage: cause?.message?.replace(/"[^"]*"/g, '"…"'),
      constraint: cause?.constraint,
      table: cause?.table,
      column: cause?.column,
      stack: stackFrames(err.stack),
    };
  }
  const code = (err as { code?: unknown }).code;
  return {
    type: err.name,
    message: err.message,
    ...(code === undefined ? {} : { code }),
    stack: err.stack ?? '',
    ...(err.cause === undefined ? {} : { cause: redactedError(err.cause) }),
  };
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  routeOptions?: { url?: string };
}

/**
 * The server's logger: requests by their route and without query values, errors without query
 * parameters; as JSON lines, or as readable lines on standard output (`pretty`).
 */
export const loggerOptions = (level: string, format: LogFormat = 'json'): Exclude<FastifyServerOptions['logger'], boolean | undefined> => ({
  level,
  ...(format === 'pretty' ? { stream: readableLog(process.stdout) } : {}),
  serializers: {
    req: (req: LoggedRequest) => ({ method: req.method, url: loggedPath(req.url, req.routeOptions?.url), remoteAddress: req.ip }),
    err: redactedError,
  },
});
