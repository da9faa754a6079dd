import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { BoundedMap } from './bounded-map.js';
import { type CachedAnswer, encodingFor, matchesEtag } from './cached-answer.js';
import type { CacheTopic } from './topics.js';

interface Entry {
  /** What a write must change for the answer to go. */
  topics: readonly CacheTopic[];
  expires: number;
  answer: CachedAnswer;
  /** The route's own headers, by encoding sent ('' for the plain bytes, 304 for not modified). */
  headers: Map<'' | 'br' | 'gzip' | 304, OutgoingHttpHeaders>;
  base: HeaderValues;
}
type HeaderValues = Record<string, string | number | string[] | undefined>;

/**
 * Public API answers by URL, sent from the server's request handler before the framework routes the
 * request and runs its hooks: for an answer of a kilobyte, those cost as much as sending it.
 *
 * Only an answer a route has just served to a visitor is kept, with the very headers it went with
 * (the security headers included), so what a visitor gets is the same either way. A request carrying
 * a session cookie always goes to the routes (its user may see another answer, or none), and so do
 * methods other than GET. Entries go when the cache registry clears one of their topics (a write here
 * or on another copy) and expire with the answer they came from. Once the server is closing, every
 * request goes to the framework, which answers 503 and closes the connection.
 */
export function frontAnswers(options: { maxEntries: number; maxBytes: number; sessionCookie: string }) {
  // Bounded in bytes too: no run of distinct URLs grows the memory past what the heap was sized for.
  const entries = new BoundedMap<string, Entry>(options.maxEntries, options.maxBytes);
  const sessionMark = `${options.sessionCookie}=`;
  let stopped = false;

  function headersFor(entry: Entry, variant: '' | 'br' | 'gzip' | 304): OutgoingHttpHeaders {
    const known = entry.headers.get(variant);
    if (known) return known;
    let headers: HeaderValues;
    if (variant === 304) {
      const { 'content-type': _type, ...notModified } = entry.base;
      headers = notModified;
    } else {
      const bytes = variant === 'br' ? entry.answer.brotli : variant === 'gzip' ? entry.answer.gzip : entry.answer.bytes;
      headers = { ...entry.base, 'content-length': bytes.length, ...(variant ? { 'content-encoding': variant } : {}) };
    }
    entry.headers.set(variant, headers as OutgoingHttpHeaders);
    return headers as OutgoingHttpHeaders;
  }

  return {
    /** Keeps what a route just sent for `url`, until `expires` (ms since the epoch) or until one of its topics is forgotten. */
    remember(url: string, topics: readonly CacheTopic[], answer: CachedAnswer, expires: number, headers: HeaderValues) {
      // A header set for one visitor (a renewed session) must never reach the next.
      if ('set-cookie' in headers) return;
      entries.set(url, { topics, expires, answer, base: headers, headers: new Map() }, answer.weight);
    },

    forget(topics: readonly CacheTopic[]) {
      entries.clear((_url, entry) => entry.topics.some((topic) => topics.includes(topic)));
    },

    /** From now on, answers nothing: a keep-alive client must not hold a closing server open. */
    stop() {
      stopped = true;
      entries.clear();
    },

    /** Answers `req` when it holds its answer (then true); else leaves it to the framework. */
    serve(req: IncomingMessage, res: ServerResponse): boolean {
      if (stopped || req.method !== 'GET' || req.url === undefined) return false;
      const entry = entries.get(req.url);
      if (!entry || req.headers.cookie?.includes(sessionMark)) return false;
      if (Date.now() >= entry.expires) {
        entries.delete(req.url);
        return false;
      }
      if (matchesEtag(req.headers['if-none-match'], entry.answer.etag)) {
        res.writeHead(304, headersFor(entry, 304)).end();
        return true;
      }
      const { encoding = '', bytes } = encodingFor(req.headers['accept-encoding'] ?? '', entry.answer);
      res.writeHead(200, headersFor(entry, encoding)).end(bytes);
      return true;
    },
  };
}
export type FrontAnswers = ReturnType<typeof frontAnswers>;
