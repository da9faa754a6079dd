import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { useTestApp } from '../../../test/helper.js';
import { signIn } from '../modules/orders/test-fixtures.js';

const ctx = await useTestApp();
const { app } = ctx;
const customer = await signIn(ctx.database.db);

describe('security headers', () => {
  it('forbid framing once, by CSP, and switch off powerful features', async () => {
    const res = await app.inject('/healthz');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(String(res.headers['permissions-policy'])).toContain('camera=()');
    expect(String(res.headers['permissions-policy'])).toContain('geolocation=()');
  });

  it('let no inline script run on a page but the early-taps one, by its hash: the pages carry data blocks otherwise', async () => {
    const csp = String((await app.inject('/gifts')).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com 'sha256-[A-Za-z0-9+/]+=*';/);
    expect(csp).not.toContain('nonce');
  });

  it('let an API answer, opened in a browser, load nothing, be framed nowhere and not be sniffed', async () => {
    const res = await app.inject('/api/categories');
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it.each(['/api/user', '/api/orders', '/api/settings'])('keep %s out of every cache', async (url) => {
    const res = await app.inject({ url, headers: { cookie: customer.cookie } });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('admin guards', () => {
  it.each([
    ['POST', '/api/gifts'],
    ['PATCH', '/api/gifts/not-a-uuid'],
    ['POST', '/api/categories'],
    ['POST', '/api/settings'],
    ['POST', '/api/appearance'],
  ] as const)('answer a visitor 401 on %s %s before looking at the body', async (method, url) => {
    const res = await app.inject({ method, url, payload: { nonsense: true } });
    expect(res.statusCode).toBe(401);
  });

  it('answer a customer 403 before looking at the body', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/gifts', headers: { cookie: customer.cookie }, payload: {} });
    expect(res.statusCode).toBe(403);
  });
});

describe('the built client', () => {
  const webDir = mkdtempSync(join(tmpdir(), 'cadeaux-web-'));
  mkdirSync(join(webDir, 'assets'));
  mkdirSync(join(webDir, '.vite'));
  writeFileSync(join(webDir, 'index.html'), '<html><head><!--app-head--></head><body></body></html>');
  writeFileSync(join(webDir, 'assets', 'app-1.js'), 'console.log(1)');
  writeFileSync(join(webDir, 'assets', 'app-1.js.map'), '{"sources":["src/web/secret.ts"]}');
  writeFileSync(join(webDir, '.vite', 'manifest.json'), '{}');
  const web = buildApp({ ...ctx.app.deps, webDir });
  afterAll(async () => {
    await (await web).close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('serves its scripts but never their source maps or the build manifest', async () => {
    const server = await web;
    expect((await server.inject('/assets/app-1.js')).statusCode).toBe(200);
    expect((await server.inject('/assets/app-1.js.map')).statusCode).toBe(404);
    expect((await server.inject('/.vite/manifest.json')).statusCode).toBe(404);
  });
});
