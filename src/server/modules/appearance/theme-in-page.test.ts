import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { signedInAs } from '../catalog/test-session.js';

const webDir = mkdtempSync(join(tmpdir(), 'web-theme-'));
writeFileSync(join(webDir, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>');
afterAll(() => rmSync(webDir, { recursive: true, force: true }));
const ctx = await useTestApp({ webDir });
let admin: { cookie: string };
beforeAll(async () => {
  admin = (await signedInAs(ctx.database.db, 'admin')).headers;
});

const styleOf = async (url = '/') => /<style>(.*?)<\/style>/s.exec((await ctx.app.inject(url)).body)?.[1] ?? '';
const bootOf = async (url = '/') => JSON.parse(/id="boot-data"[^>]*>(.*?)<\/script>/s.exec((await ctx.app.inject(url)).body)?.[1] ?? '{}');

describe('the theme in the first HTML', () => {
  it('carries a saved colour, radius and hero title in the very next page, not seconds later', async () => {
    expect(await styleOf()).toContain('--color-primary:#D4A574');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/appearance',
      headers: admin,
      payload: { primaryColor: '#1E6F5C', borderRadius: '1rem', heroTitle: { fr: 'Des cadeaux qui parlent' } },
    });
    expect(res.statusCode).toBe(200);
    const css = await styleOf('/catalog');
    expect(css).toContain('--color-primary:#1E6F5C');
    expect(css).toContain('--radius:1rem');
    expect((await bootOf()).appearance.heroTitle.fr).toBe('Des cadeaux qui parlent');
  });

  it('carries a saved public setting in the very next page', async () => {
    await ctx.app.inject({ method: 'POST', url: '/api/settings', headers: admin, payload: { key: 'company_name', value: 'Hadaya' } });
    expect((await bootOf()).appearance.companyName).toBe('Hadaya');
  });

  it('keeps the old theme when a save is refused', async () => {
    await ctx.app.inject({ method: 'POST', url: '/api/appearance', headers: admin, payload: { primaryColor: 'red' } });
    expect(await styleOf()).toContain('--color-primary:#1E6F5C');
  });
});
