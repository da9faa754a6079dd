import { createRequire } from 'node:module';
import Fastify, { type RouteHandlerMethod } from 'fastify';
import type { Measure } from './types.js';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  workers?: number;
  headers?: Record<string, string>;
}
// autocannon ships no types; this is the part used here.
const autocannon = createRequire(import.meta.url)('autocannon') as (opts: AutocannonOptions) => Promise<AutocannonResult>;

export const CONNECTIONS = 50;
const SECONDS = 5;

/** 50 connections for 5 s from a worker thread, so the client does not share the server's event loop. */
export async function underLoad(target: { url: string; headers?: Record<string, string> }): Promise<AutocannonResult> {
  const result = await autocannon({ ...target, connections: CONNECTIONS, duration: SECONDS, workers: 1 });
  if (result.requests.total === 0) throw new Error(`${target.url}: no answer within ${SECONDS} s`);
  return result;
}

/**
 * A bare Fastify route answering a small JSON, loaded the same way in the same run: what this
 * machine gives at that moment, for reading the other figures on a shared or busy machine.
 */
export async function bareFastifyUnderLoad(port: number): Promise<Measure[]> {
  return bareUnderLoad(port, 'bare Fastify route (reference)', async () => ({ ok: true }));
}

/** The same, answering `bytes` (JSON unless told, compressed when told): what serving an answer already encoded can reach at best. */
export async function bareBytesUnderLoad(
  port: number,
  label: string,
  bytes: Buffer,
  as: { type?: string; encoding?: string } = {},
): Promise<Measure[]> {
  return bareUnderLoad(port, label, async (_request, reply) => {
    if (as.encoding) reply.header('content-encoding', as.encoding);
    return reply.type(as.type ?? 'application/json; charset=utf-8').send(bytes);
  });
}

async function bareUnderLoad(port: number, label: string, handler: RouteHandlerMethod): Promise<Measure[]> {
  const bare = Fastify();
  bare.get('/', handler);
  const address = await bare.listen({ host: '127.0.0.1', port });
  try {
    const result = await underLoad({ url: address });
    return [
      { name: `${label}, ${CONNECTIONS} connections`, value: Math.round(result.requests.average), unit: 'req/s', higherIsBetter: true },
      { name: `${label} p99 latency`, value: result.latency.p99, unit: 'ms' },
    ];
  } finally {
    await bare.close();
  }
}
