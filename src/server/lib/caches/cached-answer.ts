import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { encode } from 'zod';

/**
 * A public answer (JSON serialised once through the route's own response schema, or a page's HTML)
 * kept as UTF-8 bytes with its ETag, and gzipped or brotli-compressed on first demand: under load,
 * re-encoding the same answer on every request is what costs.
 */
export class CachedAnswer {
  readonly etag: string;
  private gzipped: Buffer | undefined;
  private brotlied: Buffer | undefined;

  constructor(
    readonly bytes: Buffer,
    readonly type: string,
    /** Headers that belong to the answer, such as a list's `X-Total-Count`. */
    readonly headers: Record<string, string> = {},
  ) {
    // Weak: the same answer whatever its content encoding.
    this.etag = `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;
  }

  static json<S extends z.ZodType>(schema: S, value: z.output<S>, headers?: Record<string, string>) {
    return new CachedAnswer(Buffer.from(JSON.stringify(encode(schema, value))), 'application/json; charset=utf-8', headers);
  }

  /** The memory it may come to hold: its bytes, and room for their two compressed copies. */
  get weight(): number {
    return Math.ceil(this.bytes.length * 1.5);
  }

  get gzip(): Buffer {
    this.gzipped ??= gzipSync(this.bytes);
    return this.gzipped;
  }

  get brotli(): Buffer {
    this.brotlied ??= brotliCompressSync(this.bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: this.bytes.length },
    });
    return this.brotlied;
  }
}

/** Whether `accept-encoding` allows brotli or gzip (present, and not with q=0). */
const accepted = {
  br: /\bbr\b(?!;\s*q=0(\.0*)?\b)/,
  gzip: /\bgzip\b(?!;\s*q=0(\.0*)?\b)/,
};

/** `If-None-Match` lists the ETag (or is `*`): weak comparison, as RFC 9110 asks for GET. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

/** The copy of `body` to send for this `accept-encoding`: brotli, else gzip, else the plain bytes. */
export function encodingFor(acceptEncoding: string, body: CachedAnswer): { encoding?: 'br' | 'gzip'; bytes: Buffer } {
  if (accepted.br.test(acceptEncoding)) return { encoding: 'br', bytes: body.brotli };
  if (accepted.gzip.test(acceptEncoding)) return { encoding: 'gzip', bytes: body.gzip };
  return { bytes: body.bytes };
}

/** The headers a cached answer goes with, whatever its encoding. */
export const cachedHeaders = (body: CachedAnswer, cacheControl: string) => ({
  vary: 'accept-encoding',
  etag: body.etag,
  'cache-control': cacheControl,
  ...body.headers,
});

/**
 * Sends a cached answer as is (bytes skip the route's serializer): 304 when the browser holds it,
 * else brotli, gzip or plain bytes as it accepts. `no-cache` by default: the browser keeps it but asks each time.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedAnswer, cacheControl = 'no-cache') {
  reply.headers(cachedHeaders(body, cacheControl));
  if (matchesEtag(request.headers['if-none-match'], body.etag)) return reply.status(304).send();
  const { encoding, bytes } = encodingFor(request.headers['accept-encoding'] ?? '', body);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type(body.type).send(bytes);
}
