import { openOutbound } from '../../../lib/outbound/outbound-http.js';
import type { OutboundPolicy } from '../../../lib/outbound/outbound.js';

export interface HttpCall {
  method: string;
  headers: Record<string, string>;
  body?: string;
}
export interface HttpAnswer {
  status: number;
  contentType: string;
  body: Buffer;
}
/** How a carrier client reaches its API: the guarded outbound client, or a double in the same process (demo). */
export type Transport = (url: string, call: HttpCall) => Promise<HttpAnswer>;

/** A day's labels can be a few megabytes; more than this is not a label file. */
const MAX_BYTES = 20 * 1024 * 1024;

/** Through the one guarded client (decision 036): no private address unless allowed, no redirect followed. */
export function outboundTransport(policy: OutboundPolicy): Transport {
  return async (url, call) => {
    const res = await openOutbound(url, { method: call.method, headers: call.headers, body: call.body, timeoutMs: 20_000 }, policy);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of res as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_BYTES) {
        res.destroy();
        throw new Error(`Réponse trop longue de ${new URL(url).host}`);
      }
      chunks.push(chunk);
    }
    return { status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks) };
  };
}
