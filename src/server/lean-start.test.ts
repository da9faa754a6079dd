import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, type ServerProcess } from '../../test/server-process.js';
import { demoCatalogue } from './db/seed/content/index.js';
import { demoPictureUrls } from './db/seed/images.js';
import { IMAGE_WIDTHS } from './lib/art/index.js';
import { localStorage } from './lib/storage/storage.js';

const dataDir = mkdtempSync(join(tmpdir(), 'cadeaux-lean-'));
let server: ServerProcess | undefined;
afterAll(() => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const status = (pid: number) => readFileSync(`/proc/${pid}/status`, 'utf8');
const megabytes = (field: string, pid: number) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status(pid))?.[1]) / 1024;

/**
 * Every demo picture but the first category's and the first gift's is already in the uploads
 * folder (a placeholder at each width): the start draws those few apart, which proves the drawing
 * is apart as well as the hundred others would, in seconds instead of minutes. The whole
 * catalogue's first start, its pictures and its memory are `npm run bench -- rss`'s.
 */
function uploadsWithFewPicturesMissing() {
  const uploads = join(dataDir, 'uploads');
  const urls = demoPictureUrls(localStorage(uploads), demoCatalogue);
  const all = new Set([...urls.categories.values(), ...[...urls.gifts.values()].flat()]);
  const missing = new Set([[...urls.categories.values()][0]!, ...[...urls.gifts.values()][0]!]);
  for (const url of all) {
    if (missing.has(url)) continue;
    for (const width of IMAGE_WIDTHS) {
      const file = join(uploads, url.replace('/uploads/', '').replace('-800.webp', `-${width}.webp`));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, 'placeholder');
    }
  }
  return { missing: [...missing], present: all.size - missing.size };
}

// The embedded default's first start: nothing of it runs with DATABASE_URL set.
describe.skipIf(Boolean(process.env.DATABASE_URL))('a first start on a data folder without a database', () => {
  it('creates the database and draws the missing demo pictures in processes of their own, leaving the server lean', { timeout: 300_000 }, async () => {
    const pictures = uploadsWithFewPicturesMissing();
    expect(pictures.present).toBeGreaterThan(100);
    server = await startServerProcess(await freePort(), { DATA_DIR: dataDir, SEED: 'true', LOG_LEVEL: 'info' });
    const pid = server.child.pid!;
    for (let i = 0; i < 2400 && !/Demo pictures: \d+ drawn/.test(server.output()); i++) await sleep(100);
    expect(server.output()).toContain(`Demo pictures: ${pictures.missing.length} drawn`);
    for (const url of pictures.missing) {
      const picture = await fetch(`${server.url}${url}`);
      expect(picture.headers.get('content-type')).toBe('image/webp');
      expect(Buffer.from(await picture.arrayBuffer()).subarray(8, 12).toString()).toBe('WEBP');
    }
    // libvips never loaded into the server, and initdb's WASM memory never held by it: before,
    // the process peaked above 700 MB (VmHWM) and stayed there. This server runs its sources through
    // tsx, whose share grows with the code (importing the modules alone: 162 MB, then 177 with the
    // promotions, saved carts and parcels), and the peak moves 400–490 MB from run to run; what
    // `npm start` holds is measured by `npm run bench -- rss`.
    expect(readFileSync(`/proc/${pid}/maps`, 'utf8')).not.toContain('libvips');
    expect(megabytes('VmHWM', pid)).toBeLessThan(560);
  });
});
