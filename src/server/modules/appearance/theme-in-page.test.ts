import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { signedInAs } from '../catalog/test-session.js';
import { contrastRatio, mix } from '../../../contracts/contrast.js';

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

  it('gives each themed colour a readable text and a shade of the primary that reads as text', async () => {
    await ctx.app.inject({ method: 'POST', url: '/api/appearance', headers: admin, payload: { primaryColor: '#1E6B52', secondaryColor: '#F5F5DC', accentColor: '#3B1F4A' } });
    const css = await styleOf('/faq');
    // White on the deep green (6.4:1) where the default dark text gave 2.2:1; the green's text shade
    // reads at 4.5:1 on white and on the green's own light tint, where badges write it.
    expect(css).toContain('--color-on-primary:#ffffff');
    const strong = /--color-primary-strong:(#[0-9a-f]{6})/.exec(css)?.[1] ?? '';
    expect(contrastRatio(strong, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(strong, mix('#1E6B52', '#ffffff', 0.75))).toBeGreaterThanOrEqual(4.5);
    expect(css).toContain('--color-on-primary-strong:#ffffff');
    expect(css).toContain('--color-on-secondary:#1a1a1a');
    expect(css).toContain('--color-on-accent:#ffffff');
    await ctx.app.inject({ method: 'POST', url: '/api/appearance', headers: admin, payload: { primaryColor: '#1E6F5C', secondaryColor: '#F5F5DC', accentColor: '#F8BBD9' } });
  });

  it('carries a saved public setting in the very next page', async () => {
    await ctx.app.inject({ method: 'POST', url: '/api/settings', headers: admin, payload: { key: 'company_name', value: 'Hadaya' } });
    expect((await bootOf()).appearance.company_name).toBe('Hadaya');
  });

  it('keeps the old theme when a save is refused', async () => {
    await ctx.app.inject({ method: 'POST', url: '/api/appearance', headers: admin, payload: { primaryColor: 'red' } });
    expect(await styleOf()).toContain('--color-primary:#1E6F5C');
  });
});
