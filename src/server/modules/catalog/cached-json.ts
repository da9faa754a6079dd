import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { encode } from 'zod';

/**
 * A public answer serialised once through the route's own response schema, kept as UTF-8 bytes
 * and gzipped on first demand: under load, re-encoding the same list on every request is what costs.
 */
export class CachedJson {
  private gzipped: Buffer | undefined;

  constructor(readonly json: Buffer) {}

  static of<S extends z.ZodType>(schema: S, value: z.output<S>) {
    return new CachedJson(Buffer.from(JSON.stringify(encode(schema, value))));
  }

  get gzip(): Buffer {
    this.gzipped ??= gzipSync(this.json);
    return this.gzipped;
  }
}

/** Sends a cached answer as is: bytes skip the route's serializer. */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, body: CachedJson) {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const acceptsGzip = /\bgzip\b(?!;\s*q=0(\.0*)?\b)/.test(request.headers['accept-encoding'] ?? '');
  return acceptsGzip ? reply.header('content-encoding', 'gzip').send(body.gzip) : reply.send(body.json);
}
