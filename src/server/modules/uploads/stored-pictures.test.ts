import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp, type TestContext } from '../../../../test/helper.js';
import { databaseStorage } from '../../lib/storage/storage-database.js';
import { s3Storage } from '../../lib/storage/storage-s3.js';
import { signedInAs } from '../catalog/test-session.js';

/** A multipart body with one picture, as the back office's form sends it. */
async function pictureForm() {
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c0392b' } }).png().toBuffer();
  const boundary = '----cadeaux-stored-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * The status of a GET whose path goes out exactly as written: `inject` and `fetch` parse the URL
 * and fold `./` and `%2e%2e/` away, a browser-less client (curl --path-as-is) does not.
 */
async function statusOfRawPath(ctx: TestContext, path: string): Promise<number> {
  if (!ctx.app.server.listening) await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = ctx.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

/** What every storage must give the storefront: the upload served at its URL, cached, with 304s. */
function servesUploads(name: string, context: () => TestContext) {
  it(`${name}: an uploaded picture is served at its URL for a year, with an ETag answered 304`, async () => {
    const ctx = context();
    const admin = (await signedInAs(ctx.database.db, 'admin')).headers;
    const form = await pictureForm();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/upload', payload: form.payload, headers: { ...form.headers, ...admin } });
    expect(res.statusCode).toBe(201);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(/^\/uploads\/uploads\/\d{4}\/[0-9a-f]{24}-800\.webp$/);

    for (const width of [400, 800, 1200]) {
      const served = await ctx.app.inject(url.replace('-800.webp', `-${width}.webp`));
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: Math.min(width, 900) });
    }

    const first = await ctx.app.inject(url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await ctx.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const other = await ctx.app.inject({ url, headers: { 'if-none-match': '"something-else"' } });
    expect(other.statusCode).toBe(200);
  });

  it(`${name}: a name nobody stored, or one climbing out of the folder, is a 404`, async () => {
    const ctx = context();
    expect((await ctx.app.inject('/uploads/uploads/2026/nothing-800.webp')).statusCode).toBe(404);
    expect((await ctx.app.inject('/uploads/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });

  it(`${name}: a private file (a delivery photo) is never served at a public URL`, async () => {
    const ctx = context();
    await ctx.app.deps.storage.put('private/delivery/photo.webp', Buffer.from('RIFF'), 'image/webp');
    expect((await ctx.app.inject('/uploads/private/delivery/photo.webp')).statusCode).toBe(404);
    for (const trick of ['./private', 'x/%2e%2e/private', '%2e/private', 'x/../private', './/private', '%2fprivate', 'x/%2E%2E/private']) {
      const url = `/uploads/${trick}/delivery/photo.webp`;
      expect(await statusOfRawPath(ctx, url), url).toBe(404);
    }
  });

  it(`${name}: a deleted file is gone, and deleting a missing one is no error`, async () => {
    const ctx = context();
    const { storage } = ctx.app.deps;
    await storage.put('private/delivery/gone.webp', Buffer.from('RIFF'), 'image/webp');
    await storage.delete('private/delivery/gone.webp');
    expect(await storage.exists('private/delivery/gone.webp')).toBe(false);
    expect(await storage.get('private/delivery/gone.webp')).toBeNull();
    await expect(storage.delete('private/delivery/never.webp')).resolves.toBeUndefined();
  });
}

describe('pictures in the database (PostgreSQL servers)', async () => {
  const ctx = await useTestApp({ storage: (database) => databaseStorage(database.db) });
  servesUploads('database', () => ctx);
});

describe('pictures in an S3 bucket (s3rver standing in for S3)', async () => {
  const directory = mkdtempSync(join(tmpdir(), 'cadeaux-s3-'));
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'pictures', configs: [] }] });
  const { port } = await s3.run();
  afterAll(async () => {
    await s3.close();
    rmSync(directory, { recursive: true, force: true });
  });
  const storage = s3Storage({
    bucket: 'pictures',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  const ctx = await useTestApp({ storage: () => storage });
  servesUploads('S3', () => ctx);

  it('S3: knows which keys it holds (the demo pictures are drawn only when missing)', async () => {
    expect(await storage.exists('demo/nothing-1200.webp')).toBe(false);
    await storage.put('demo/box-1200.webp', Buffer.from('RIFF'), 'image/webp');
    expect(await storage.exists('demo/box-1200.webp')).toBe(true);
    expect(await storage.get('demo/box-1200.webp')).toEqual(Buffer.from('RIFF'));
  });
});
