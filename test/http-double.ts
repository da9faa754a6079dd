import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface HttpDouble {
  /** `http://127.0.0.1:<port>` */
  url: string;
  requests: ReceivedRequest[];
  /** The next `count` requests are answered with this status (a provider's refusal). */
  failNext(count: number, status?: number): void;
  /** The next `count` requests are sent on to `location` with this redirect status (not recorded). */
  redirectNext(count: number, location: string, status?: number): void;
  close(): Promise<void>;
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** A JSON API inside the test process (SMS, WhatsApp, SendGrid doubles), on a free port, keeping what it receives (a body that is not JSON as text). */
export async function startHttpDouble(okStatus = 200): Promise<HttpDouble> {
  const requests: ReceivedRequest[] = [];
  let failures = 0;
  let failStatus = 500;
  let redirects = 0;
  let redirect = { location: '', status: 307 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (failures > 0) {
        failures--;
        res.writeHead(failStatus, { 'content-type': 'application/json' }).end('{"error":"quota exceeded"}');
        return;
      }
      if (redirects > 0) {
        redirects--;
        res.writeHead(redirect.status, { location: redirect.location }).end();
        return;
      }
      const text = Buffer.concat(chunks).toString('utf8');
      requests.push({ method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization, body: text ? parsed(text) : null });
      res.writeHead(okStatus, { 'content-type': 'application/json' }).end(okStatus === 202 ? '' : '{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(count, status = 500) {
      failures = count;
      failStatus = status;
    },
    redirectNext(count, location, status = 307) {
      redirects = count;
      redirect = { location, status };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
