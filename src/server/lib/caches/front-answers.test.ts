import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { CachedAnswer } from './cached-answer.js';
import { frontAnswers } from './front-answers.js';

// A server whose framework part answers 503, as Fastify does while it closes.
// Room for three answers of this test (19 bytes, weighed 29 with their compressed copies).
const front = frontAnswers({ maxEntries: 10, maxBytes: 100, sessionCookie: 'sid' });
const server = createServer((req, res) => front.serve(req, res) || res.writeHead(503, { connection: 'close' }).end());
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise((resolve) => server.close(resolve)));

const answer = new CachedAnswer(Buffer.from('{"name":"Lanterne"}'), 'application/json; charset=utf-8');
const remember = (url: string) =>
  front.remember(url, ['gifts'], answer, Date.now() + 60_000, { 'content-type': answer.type, etag: answer.etag, 'x-content-type-options': 'nosniff' });

describe('answers sent before the framework', () => {
  it('send a kept answer with its headers, and leave an unknown URL or a signed-in reader to the framework', async () => {
    remember('/api/gifts/1');
    const kept = await fetch(`${address}/api/gifts/1`);
    expect(kept.status).toBe(200);
    expect(kept.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await kept.json()).toEqual({ name: 'Lanterne' });
    expect((await fetch(`${address}/api/gifts/2`)).status).toBe(503);
    expect((await fetch(`${address}/api/gifts/1`, { headers: { cookie: 'language=ar; sid=abc' } })).status).toBe(503);
  });

  it('forget an answer with its topic', async () => {
    remember('/api/gifts/3');
    front.forget(['categories']);
    expect((await fetch(`${address}/api/gifts/3`)).status).toBe(200);
    front.forget(['gifts']);
    expect((await fetch(`${address}/api/gifts/3`)).status).toBe(503);
  });

  it('hold at most their bytes of answers, forgetting the oldest first', async () => {
    for (const n of [5, 6, 7, 8]) remember(`/api/gifts/${n}`);
    expect((await fetch(`${address}/api/gifts/5`)).status).toBe(503);
    for (const n of [6, 7, 8]) expect((await fetch(`${address}/api/gifts/${n}`)).status).toBe(200);
  });

  it('answer nothing once stopped, so a closing server can say so and end the connection', async () => {
    remember('/api/gifts/4');
    front.stop();
    remember('/api/gifts/4');
    const closing = await fetch(`${address}/api/gifts/4`);
    expect(closing.status).toBe(503);
    expect(closing.headers.get('connection')).toBe('close');
  });
});
