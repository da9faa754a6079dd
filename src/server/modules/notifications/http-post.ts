import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { assertReachable, guardedLookup, type OutboundPolicy } from '../../lib/outbound.js';

const TIMEOUT_MS = 15_000;

/**
 * POSTs JSON to an admin-configured API. The address is checked after DNS resolution, in the
 * socket's own lookup, so a name cannot point elsewhere between the check and the connection.
 * Resolves on 2xx; otherwise throws with the status and the start of the answer (shown in the outbox).
 */
export async function postJson(url: string, body: unknown, headers: Record<string, string>, policy: OutboundPolicy): Promise<void> {
  const target = new URL(url);
  if (target.protocol !== 'https:' && target.protocol !== 'http:') throw new Error(`Adresse refusée : ${url}`);
  const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
  // A literal address never goes through the lookup: check it here.
  if (isIP(host)) await assertReachable(host, policy);
  const payload = JSON.stringify(body);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  await new Promise<void>((resolve, reject) => {
    const req = send(
      target,
      {
        method: 'POST',
        lookup: guardedLookup(policy),
        timeout: TIMEOUT_MS,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.length < 16 && chunks.push(c));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) return resolve();
          const text = Buffer.concat(chunks).toString('utf8').slice(0, 300);
          reject(new Error(`HTTP ${status}${text ? ` : ${text}` : ''}`));
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`Pas de réponse de ${target.host} après ${TIMEOUT_MS / 1000} s`)));
    req.on('error', reject);
    req.end(payload);
  });
}
