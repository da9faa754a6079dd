import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startHttpDouble } from '../../../../test/http-double.js';
import { outboundFetch, outboundRequest, postJson } from './outbound-http.js';
import { RefusedDestination } from './outbound.js';

const strict = { allowPrivate: false };
const relaxed = { allowPrivate: true };
const api = await startHttpDouble();
const elsewhere = await startHttpDouble();
const port = new URL(api.url).port;
afterAll(() => Promise.all([api.close(), elsewhere.close()]));
beforeEach(() => {
  api.requests.length = 0;
  elsewhere.requests.length = 0;
});

describe('redirects', () => {
  it('are not followed by a JSON POST, which fails saying so', async () => {
    api.redirectNext(1, `${elsewhere.url}/steal`);
    await expect(postJson(`${api.url}/send`, { to: '+212612345678' }, { authorization: 'Bearer key' }, relaxed)).rejects.toThrow(
      `HTTP 307 : redirection vers ${elsewhere.url}/steal non suivie`,
    );
    expect(elsewhere.requests).toHaveLength(0);
  });

  it('are answered as they came to a GET', async () => {
    api.redirectNext(1, `${elsewhere.url}/steal`, 302);
    const answer = await outboundRequest(`${api.url}/status`, {}, relaxed);
    expect(answer).toMatchObject({ status: 302, location: `${elsewhere.url}/steal` });
    expect(elsewhere.requests).toHaveLength(0);
  });

  it('are answered as they came by the SDKs’ fetch', async () => {
    api.redirectNext(1, `${elsewhere.url}/steal`);
    const res = await outboundFetch(relaxed)(`${api.url}/v1/chat`, { method: 'POST', body: '{"secret":true}', headers: { authorization: 'Bearer key' } });
    expect(res.status).toBe(307);
    expect(elsewhere.requests).toHaveLength(0);
  });
});

describe('the SDKs’ fetch', () => {
  it('sends the method, headers and body, and answers status, headers and body', async () => {
    const res = await outboundFetch(relaxed)(new URL(`${api.url}/v1/chat`), { method: 'POST', body: JSON.stringify({ a: 1 }), headers: { authorization: 'Bearer key' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.json()).toEqual({ ok: true });
    expect(api.requests).toEqual([{ method: 'POST', path: '/v1/chat', authorization: 'Bearer key', body: { a: 1 } }]);
  });

  it('decompresses a gzip answer as fetch does', async () => {
    const zipped = createServer((_req, res) => res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync('{"text":"bonjour"}')));
    await new Promise<void>((resolve) => zipped.listen(0, '127.0.0.1', resolve));
    try {
      const res = await outboundFetch(relaxed)(`http://127.0.0.1:${(zipped.address() as AddressInfo).port}/`);
      expect(await res.json()).toEqual({ text: 'bonjour' });
    } finally {
      zipped.close();
    }
  });
});

describe('destinations', () => {
  it.each([`http://127.0.0.1:${port}/`, `http://localhost:${port}/`, `http://[::ffff:7f00:1]:${port}/`])(
    'refuses %s without OUTBOUND_ALLOW_PRIVATE, before anything is sent',
    async (url) => {
      await expect(outboundRequest(url, { method: 'POST', body: 'x' }, strict)).rejects.toThrow(/Destination refusée : .*adresse locale ou privée/);
      await expect(outboundFetch(strict)(url)).rejects.toBeInstanceOf(RefusedDestination);
      expect(api.requests).toHaveLength(0);
    },
  );

  it('refuses 0.0.0.0, which reaches the machine itself, even with private addresses allowed', async () => {
    await expect(postJson(`http://0.0.0.0:${port}/send`, {}, {}, relaxed)).rejects.toThrow(/Destination refusée : 0\.0\.0\.0 \(adresse réservée/);
    expect(api.requests).toHaveLength(0);
  });

  it('refuses an address that is not http(s)', async () => {
    await expect(outboundRequest('file:///etc/passwd', {}, relaxed)).rejects.toThrow(/Adresse refusée/);
  });
});
