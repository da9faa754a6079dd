import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';

const webDir = mkdtempSync(join(tmpdir(), 'web-'));
writeFileSync(join(webDir, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>');
afterAll(() => rmSync(webDir, { recursive: true, force: true }));
const { app } = await useTestApp({ webDir });
/** The document without what differs per page: its preload hints. */
const documentOf = (body: string) => body.replace(/<link[^>]*>/g, '');

describe('the pages the server answers', () => {
  it('answers the store and back office pages with 200 and the client document', async () => {
    for (const url of ['/', '/catalog', '/catalog?category=x', '/gifts/00000000-0000-4000-8000-000000000000', '/orders/abc', '/reset-password?token=t', '/admin', '/admin/orders/abc/payment']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers every back office screen loaded directly (typed or reloaded) with 200, the partners screen too', async () => {
    for (const url of ['/admin/partners', '/admin/partners/', '/admin/redeem', '/admin/delivery-calendar', '/admin/outbox']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers any other path with 404 and the same document, where the client draws its 404 page', async () => {
    const page = documentOf((await app.inject('/catalog')).body);
    for (const url of ['/nowhere-to-be-found', '/gifts', '/orders/1/2', '/admin/nowhere', '/catalogue?x=1']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(documentOf(res.body)).toBe(page);
    }
    expect((await app.inject({ method: 'HEAD', url: '/nowhere' })).statusCode).toBe(404);
  });

  it('tells the client whether the visitor has a session, so a signed-out page does not ask /api/user', async () => {
    const boot = (body: string) => JSON.parse(/<script[^>]*id="boot-data"[^>]*>(.*?)<\/script>/s.exec(body)?.[1] ?? '{}');
    expect(boot((await app.inject('/catalog')).body)).toMatchObject({ hasSession: false });
    expect(boot((await app.inject({ url: '/catalog', headers: { cookie: 'sid=abc' } })).body)).toMatchObject({ hasSession: true });
    expect(boot((await app.inject('/catalog')).body).appearance).toBeDefined();
  });

  it('keeps JSON 404s for the API and for missing files', async () => {
    for (const url of ['/api/nope', '/assets/missing.js']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
  });
});
