import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { guardedLookup, RefusedDestination, refusalFor, type OutboundPolicy } from './outbound.js';

/**
 * The one HTTP client for calls that leave the server (CMI, SendGrid, SMS/WhatsApp, the AI
 * providers, S3). A name is checked in the socket's own lookup and a literal address before the
 * socket opens, so nothing is re-pointed between the check and the connection. A redirect is never
 * followed: it is answered as it came, and the callers treat it as a failure.
 */
export interface OutboundAgents {
  httpAgent: HttpAgent;
  httpsAgent: HttpsAgent;
}

const refusedLiteral = (host: string | null | undefined, policy: OutboundPolicy) => {
  const address = (host ?? '').replace(/^\[(.*)\]$/, '$1');
  const refusal = isIP(address) ? refusalFor(address, policy) : null;
  return refusal ? new RefusedDestination(address, refusal) : null;
};

/** A literal address never goes through the lookup: the agent checks it before connecting. */
function guarded<A extends HttpAgent>(agent: A, policy: OutboundPolicy): A {
  const connect = agent.createConnection.bind(agent);
  agent.createConnection = (options, callback) => {
    const refused = refusedLiteral(options.host, policy);
    if (!refused) return connect(options, callback);
    callback?.(refused, undefined as never);
    return undefined;
  };
  return agent;
}

const agents = new Map<boolean, OutboundAgents>();

/** Keep-alive agents for a policy, shared by every call (and handed to the S3 SDK). */
export function outboundAgents(policy: OutboundPolicy): OutboundAgents {
  let pair = agents.get(policy.allowPrivate);
  if (!pair) {
    const options = { keepAlive: true, lookup: guardedLookup(policy) };
    pair = { httpAgent: guarded(new HttpAgent(options), policy), httpsAgent: guarded(new HttpsAgent(options), policy) };
    agents.set(policy.allowPrivate, pair);
  }
  return pair;
}

export interface OutboundInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  signal?: AbortSignal;
  /** Idle time before giving up; 15 s unless told. */
  timeoutMs?: number;
}

/** Sends one request and resolves with the answer's head, its body still to read. */
export function openOutbound(url: string | URL, init: OutboundInit, policy: OutboundPolicy): Promise<IncomingMessage> {
  const target = new URL(url);
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return Promise.reject(new Error(`Adresse refusée : ${target.protocol}`));
  const { httpAgent, httpsAgent } = outboundAgents(policy);
  const secure = target.protocol === 'https:';
  const timeout = init.timeoutMs ?? 15_000;
  const headers = { ...init.headers, ...(init.body !== undefined && { 'content-length': String(Buffer.byteLength(init.body)) }) };
  return new Promise((resolve, reject) => {
    const options = { method: init.method ?? 'GET', headers, timeout, signal: init.signal };
    const req = secure ? httpsRequest(target, { ...options, agent: httpsAgent }, resolve) : httpRequest(target, { ...options, agent: httpAgent }, resolve);
    req.on('timeout', () => req.destroy(new Error(`Pas de réponse de ${target.host} après ${timeout / 1000} s`)));
    req.on('error', reject);
    req.end(init.body);
  });
}

export interface OutboundAnswer {
  status: number;
  /** `location` of a redirect, which is not followed. */
  location: string | undefined;
  text: string;
}

const MAX_ANSWER_BYTES = 1024 * 1024;

/** Sends one request and reads the answer (at most 1 MiB) as text. */
export async function outboundRequest(url: string | URL, init: OutboundInit, policy: OutboundPolicy): Promise<OutboundAnswer> {
  const res = await openOutbound(url, init, policy);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_ANSWER_BYTES) {
      res.destroy();
      throw new Error(`Réponse trop longue de ${new URL(url).host}`);
    }
    chunks.push(chunk);
  }
  return { status: res.statusCode ?? 0, location: res.headers.location, text: Buffer.concat(chunks).toString('utf8') };
}

/** `HTTP 307 : redirection vers … non suivie`, or the status and the start of the answer. */
export function describeFailure(answer: OutboundAnswer): string {
  if (answer.status >= 300 && answer.status < 400) return `HTTP ${answer.status} : redirection${answer.location ? ` vers ${answer.location.slice(0, 200)}` : ''} non suivie`;
  const text = answer.text.slice(0, 300);
  return `HTTP ${answer.status}${text ? ` : ${text}` : ''}`;
}

/** POSTs JSON; resolves on 2xx, otherwise throws with what went wrong (shown in the outbox). */
export async function postJson(url: string, body: unknown, headers: Record<string, string>, policy: OutboundPolicy): Promise<void> {
  const answer = await outboundRequest(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }, policy);
  if (answer.status < 200 || answer.status >= 300) throw new Error(describeFailure(answer));
}

const decoders: Record<string, () => NodeJS.ReadWriteStream> = { gzip: createGunzip, 'x-gzip': createGunzip, deflate: createInflate, br: createBrotliDecompress };

/** The answer as fetch gives it: decompressed, and without a body where HTTP has none. */
function asResponse(res: IncomingMessage, method: string): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    for (const one of Array.isArray(value) ? value : [value ?? '']) headers.append(name, one);
  }
  const status = res.statusCode ?? 0;
  const init = { status, statusText: res.statusMessage ?? '', headers };
  if (method === 'HEAD' || [101, 204, 205, 304].includes(status)) {
    res.resume();
    return new Response(null, init);
  }
  const decode = decoders[(res.headers['content-encoding'] ?? '').trim().toLowerCase()];
  let body: Readable = res;
  if (decode) {
    body = res.pipe(decode()) as unknown as Readable;
    res.on('error', (err) => body.destroy(err));
    headers.delete('content-encoding');
    headers.delete('content-length');
  }
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, init);
}

/**
 * A `fetch` for the SDKs that take one (openai's `fetch`, @google/genai's `httpOptions.fetch`):
 * same requests and answers, through the guarded agents, redirects answered as they came.
 */
export function outboundFetch(policy: OutboundPolicy): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const body = request.body ? new Uint8Array(await request.arrayBuffer()) : undefined;
    const res = await openOutbound(
      request.url,
      { method: request.method, headers: Object.fromEntries(request.headers), body, signal: request.signal, timeoutMs: 120_000 },
      policy,
    );
    return asResponse(res, request.method);
  };
}
