import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../../../test/helper.js';
import { captureLog } from '../../../../test/log-capture.js';
import { loggedPath, pathWithoutValues, redactedError } from './logger.js';

const webDir = mkdtempSync(join(tmpdir(), 'web-log-'));
writeFileSync(join(webDir, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>');
afterAll(() => rmSync(webDir, { recursive: true, force: true }));
const log = captureLog();
const ctx = await useTestApp({ logger: log.logger, webDir });

describe('request paths in the log', () => {
  it('keep the query names and drop their values', () => {
    expect(pathWithoutValues('/reset-password?token=abc123')).toBe('/reset-password?token');
    expect(pathWithoutValues('/api/track?orderNumber=CAD-1&phone=0612345678')).toBe('/api/track?orderNumber&phone');
    expect(pathWithoutValues('/api/gifts')).toBe('/api/gifts');
  });
});

describe('private links in the log', () => {
  const secret = 'Zr9SECRETtoken4xQ';
  it.each([
    ['/api/reset-password/:token', `/api/reset-password/${secret}`],
    ['/api/claims/:token', `/api/claims/${secret}`],
    ['/api/e-cards/:token', `/api/e-cards/${secret}?lang=fr`],
    ['/api/gift-codes/:code', `/api/gift-codes/${secret}`],
    ['/e-card/:token', `/e-card/${secret}`],
    ['/gift/claim/:token', `/gift/claim/${secret}/`],
  ])('are logged by their route, %s, never with their token', async (route, url) => {
    await ctx.app.inject({ method: 'GET', url });
    const lines = log.text();
    expect(lines).not.toContain(secret);
    expect(lines).toContain(`"url":"${route}`);
  });

  it('keep the path of a request no route took, and of a file', () => {
    expect(loggedPath('/nowhere/x?token=abc', undefined)).toBe('/nowhere/x?token');
    expect(loggedPath('/assets/app-1.js', '/*')).toBe('/assets/app-1.js');
    expect(loggedPath('/api/e-cards/abc?lang=fr', '/api/e-cards/:token')).toBe('/api/e-cards/:token?lang');
  });
});

describe('a failed query in the log', () => {
  it('keeps the SQL and the database code, never the parameters or the detail', async () => {
    const secret = '$argon2id$v=19$m=65536,t=3,p=1$c2VjcmV0';
    const err = await ctx.database.db.execute(sql`select ${secret}::integer`).catch((e: unknown) => e);
    const logged = JSON.stringify(redactedError(err));
    expect(logged).toContain('select $1::integer');
    expect(logged).toContain('22P02');
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain('c2VjcmV0');
  });
});
