import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import type { PageRenderer } from './page-render.js';

// The renderer from its source (the server's type check does not read the client's TSX).
const entry = new URL('../../web/entry-server.tsx', import.meta.url).pathname;
const renderer = (await import(/* @vite-ignore */ entry)) as PageRenderer;
const webDir = mkdtempSync(join(tmpdir(), 'web-taps-'));
writeFileSync(
  join(webDir, 'index.html'),
  '<!doctype html><html lang="fr" dir="ltr"><head><!--app-head--></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
);
afterAll(() => rmSync(webDir, { recursive: true, force: true }));
const { app } = await useTestApp({ webDir, pageRenderer: renderer });

/** The scripts a browser would run from the page itself (not data blocks, not files). */
const inlineScripts = (html: string) => [...html.matchAll(/<script(?![^>]*\b(?:type="application\/json"|src=))[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('a rendered page takes taps before its code comes', () => {
  it('runs one small inline script before its content, which its CSP allows by hash', async () => {
    for (const url of ['/', '/catalog']) {
      const res = await app.inject(url);
      const scripts = inlineScripts(res.body);
      expect(scripts, url).toHaveLength(1);
      const script = scripts[0]!;
      expect(Buffer.byteLength(script)).toBeLessThan(1024);
      expect(res.body.indexOf(script)).toBeLessThan(res.body.indexOf('<div id="root">'));
      expect(String(res.headers['content-security-policy'])).toContain(`script-src 'self' https://js.stripe.com ${sha256(script)};`);
    }
  });

  it('leaves pages drawn in the browser without it: they have nothing to tap before their code', async () => {
    const res = await app.inject('/checkout');
    expect(res.statusCode).toBe(200);
    expect(inlineScripts(res.body)).toEqual([]);
  });
});
