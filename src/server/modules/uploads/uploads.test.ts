import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { uploads } from '../../db/schema/index.js';
import { adminAndCustomer } from '../catalog/test-session.js';

const ctx = await useTestApp();
const { admin, customer } = await adminAndCustomer(ctx.database.db);

/** A multipart body with one file part, as a browser's form would send it. */
function multipart(field: string, filename: string, type: string, content: Buffer) {
  const boundary = '----cadeaux-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (body: ReturnType<typeof multipart>, headers: Record<string, string> = admin) =>
  ctx.app.inject({ method: 'POST', url: '/api/upload', payload: body.payload, headers: { ...body.headers, ...headers } });

const photo = (format: 'png' | 'jpeg') => {
  const image = sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#d4a574' } }).withExif({
    IFD0: { Artist: 'Secret Photographer' },
  });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

describe('POST /api/upload', () => {
  it.each(['png', 'jpeg'] as const)('re-encodes a real %s to WebP at the storefront widths, without its metadata', async (format) => {
    const res = await upload(multipart('image', `photo.${format}`, `image/${format}`, await photo(format)));
    expect(res.statusCode).toBe(201);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(/^\/uploads\/uploads\/\d{4}\/[0-9a-f]{24}-800\.webp$/);
    const files = [400, 800, 1200].map((w) => join(ctx.dataDir, 'uploads', url.replace('/uploads/', '').replace('-800.webp', `-${w}.webp`)));
    expect(files.every((f) => existsSync(f))).toBe(true);
    const meta = await sharp(files[1]!).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800 });
    expect(meta.exif).toBeUndefined();
    const served = await ctx.app.inject(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
  });

  it('refuses a text file renamed .png', async () => {
    const res = await upload(multipart('image', 'photo.png', 'image/png', Buffer.from('pas une image du tout')));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Seules les images sont acceptées');
  });

  it('refuses an SVG, which can carry scripts', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>');
    const res = await upload(multipart('image', 'logo.png', 'image/png', svg));
    expect(res.statusCode).toBe(400);
  });

  it('refuses a file of 5 MB and one byte with the spec’s message, not a 500', async () => {
    const res = await upload(multipart('image', 'big.png', 'image/png', Buffer.alloc(5 * 1024 * 1024 + 1, 1)));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Le fichier ne doit pas dépasser 5MB');
  });

  it('ignores a path in the file name', async () => {
    const before = (await ctx.database.db.select().from(uploads)).length;
    const res = await upload(multipart('image', '../../../etc/passwd.png', 'image/png', await photo('png')));
    expect(res.statusCode).toBe(201);
    expect(res.json().url).not.toContain('..');
    expect(res.json().url).not.toContain('passwd');
    expect(await ctx.database.db.select().from(uploads)).toHaveLength(before + 1);
  });

  it('refuses visitors (401) and customers (403)', async () => {
    const body = multipart('image', 'photo.png', 'image/png', await photo('png'));
    expect((await ctx.app.inject({ method: 'POST', url: '/api/upload', payload: body.payload, headers: body.headers })).statusCode).toBe(401);
    expect((await upload(body, customer)).statusCode).toBe(403);
  });

  it('asks for the image field', async () => {
    const res = await upload(multipart('file', 'photo.png', 'image/png', await photo('png')));
    expect(res.statusCode).toBe(400);
  });
});
