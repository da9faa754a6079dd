import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { addGift } from '../../modules/catalog/test-fixtures.js';
import { signedInAs } from '../../modules/catalog/test-session.js';
import type { PageRenderer } from '../../pages/page-render.js';

// The public pages rendered from the renderer's source (the build's is not needed here).
const renderer = (await import(/* @vite-ignore */ new URL('../../../web/entry-server.tsx', import.meta.url).pathname)) as PageRenderer;
const webDir = mkdtempSync(join(tmpdir(), 'web-reads-'));
writeFileSync(
  join(webDir, 'index.html'),
  '<!doctype html><html lang="fr" dir="ltr"><head><!--app-head--></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
);
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

// The app hears no notice from its database: what a read shows right after a write, the write's own clearing made it show.
const { app, database } = await useTestApp({ deaf: true, webDir, pageRenderer: renderer });
const db = database.db;
const admin = (await signedInAs(db, 'admin')).headers;
const address = await app.listen({ host: '127.0.0.1', port: 0 });

/** Over a socket, as a visitor reads: a repeated answer comes from memory before the framework (lib/caches/front-answers.ts). */
const read = async (url: string) => (await fetch(address + url)).text();
/** Reads twice, so that the second comes from every cache on the way. */
const readKept = async (url: string) => (await read(url), read(url));
const write = (method: 'POST' | 'PATCH', url: string, payload: object) => app.inject({ method, url, payload, headers: admin });

describe('a cached read right after a write', () => {
  it('shows a gift’s new price in its answer and its page', async () => {
    const gift = await addGift(db, { name: { fr: 'Lanterne' }, price: '300.00' });
    expect(JSON.parse(await readKept(`/api/gifts/${gift.id}`)).price).toBe('300.00');
    expect(await readKept(`/gifts/${gift.id}`)).toMatch(/>300[\s\u00a0\u202f]DH/);
    expect((await write('PATCH', `/api/gifts/${gift.id}`, { price: 325 })).statusCode).toBe(200);
    expect(JSON.parse(await read(`/api/gifts/${gift.id}`)).price).toBe('325.00');
    expect(await read(`/gifts/${gift.id}`)).toMatch(/>325[\s\u00a0\u202f]DH/);
  });

  it('shows the shop’s new name in the settings, the look and the rendered page once Paramètres saved it', async () => {
    expect(await readKept('/api/settings')).not.toContain('Maison Lina');
    expect(JSON.parse(await readKept('/api/appearance')).company_name).not.toBe('Maison Lina');
    expect(await readKept('/')).not.toContain('Maison Lina');
    const saved = await write('PATCH', '/api/settings', { company_name: 'Maison Lina', company_phone: '+212 5 39 00 11 22' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await read('/api/settings')).toContain('"Maison Lina"');
    expect(JSON.parse(await read('/api/appearance'))).toMatchObject({ company_name: 'Maison Lina', company_phone: '+212 5 39 00 11 22' });
    // The rendered page names the shop anew: its brand, and the look its script starts from.
    const page = await read('/');
    expect(page).toContain('>Maison Lina</span>');
    expect(page).toContain('"company_name":"Maison Lina"');
  });

  it('shows a content page’s new text in its rendered page', async () => {
    expect(await readKept('/privacy')).not.toContain('Vos données restent au Maroc');
    expect((await write('POST', '/api/settings', { key: 'privacy_content', value: '# Vos données restent au Maroc' })).statusCode).toBe(200);
    expect(await read('/privacy')).toContain('Vos données restent au Maroc');
  });
});
