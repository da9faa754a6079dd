import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { dataDirFromTemplate, useTestApp } from '../../../../test/helper.js';
import { freePort, startServerProcess, type ServerProcess } from '../../../../test/server-process.js';
import { logFormat, loggerOptions } from './logger.js';
import { readableLog } from './readable-log.js';

const at = (h: number, m: number, s: number) => new Date(2026, 4, 12, h, m, s).getTime();

function sink() {
  let text = '';
  return { write: (chunk: string) => (text += chunk), text: () => text };
}

describe('a log line for a person', () => {
  it('reads time, level, method, path, status and duration for a request', () => {
    const out = sink();
    const log = readableLog(out);
    log.write(JSON.stringify({ level: 30, time: at(12, 3, 3), pid: 1, hostname: 'h', reqId: 'req-1', req: { method: 'GET', url: '/catalog' }, msg: 'incoming request' }));
    log.write(JSON.stringify({ level: 30, time: at(12, 3, 4), pid: 1, hostname: 'h', reqId: 'req-1', res: { statusCode: 200 }, responseTime: 12.4, msg: 'request completed' }));
    expect(out.text()).toBe('12:03:04 INFO  GET /catalog 200 12 ms\n');
  });

  it('writes a message with its level, its fields, and an error with its stack below', () => {
    const out = sink();
    const log = readableLog(out);
    log.write(JSON.stringify({ level: 40, time: at(9, 0, 0), msg: 'slow answer', ms: 812 }));
    log.write(JSON.stringify({ level: 50, time: at(9, 0, 1), msg: 'demo pictures not drawn', err: { type: 'Error', message: 'disk full', stack: 'Error: disk full\n    at draw (images.ts:1:1)' } }));
    expect(out.text()).toBe('09:00:00 WARN  slow answer ms=812\n09:00:01 ERROR demo pictures not drawn\n  Error: disk full\n    at draw (images.ts:1:1)\n');
  });
});

const out = sink();
const ctx = await useTestApp({ logger: { ...loggerOptions('info', 'pretty'), stream: readableLog(out) } });

describe('the readable log of the app', () => {
  it('names a private link by its route, never its token', async () => {
    const secret = 'Zr9SECRETtoken4xQ';
    await ctx.app.inject({ method: 'GET', url: `/api/claims/${secret}?lang=fr` });
    expect(out.text()).toMatch(/^\d\d:\d\d:\d\d INFO {2}GET \/api\/claims\/:token\?lang 4\d\d \d+ ms$/m);
    expect(out.text()).not.toContain(secret);
  });

  it('keeps a held e-mail readable: its text on its own lines, not escaped', () => {
    ctx.app.log.info('E-mail held (no mail server configured) to amina@exemple.ma: Réinitialisez votre mot de passe\nBonjour Amina,\nhttp://localhost:3000/reset-password?token=abc');
    expect(out.text()).toMatch(/^\d\d:\d\d:\d\d INFO {2}E-mail held \(no mail server configured\) to amina@exemple\.ma: Réinitialisez votre mot de passe\nBonjour Amina,\nhttp:\/\/localhost:3000\/reset-password\?token=abc\n/m);
  });
});

describe('the log format', () => {
  it('is readable at a terminal, JSON otherwise, and LOG_FORMAT decides when set', () => {
    expect(logFormat(undefined, true)).toBe('pretty');
    expect(logFormat(undefined, false)).toBe('json');
    expect(logFormat(undefined, undefined)).toBe('json');
    expect(logFormat('json', true)).toBe('json');
    expect(logFormat('pretty', false)).toBe('pretty');
  });

  const dataDir = dataDirFromTemplate();
  let server: ServerProcess | undefined;
  afterAll(() => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  // Two server processes: the format does not depend on the database, so the embedded pass is enough.
  it.skipIf(Boolean(process.env.DATABASE_URL)).each([
    [{}, 'json'],
    [{ LOG_FORMAT: 'pretty' }, 'pretty'],
  ] as const)('a server whose output is not a terminal, with %o, logs %s', { timeout: 120_000 }, async (env, format) => {
    server = await startServerProcess(await freePort(), { DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env });
    await fetch(`${server.url}/api/categories`);
    server.child.kill('SIGTERM');
    await server.exited;
    const lines = server.output().trim().split('\n');
    const started = lines.find((line) => line.includes('Store on'))!;
    if (format === 'json') {
      expect(JSON.parse(started)).toMatchObject({ level: 30, msg: expect.stringMatching(/^Store on http/) });
      expect(lines.every((line) => JSON.parse(line) !== null)).toBe(true);
    } else {
      expect(started).toMatch(/^\d\d:\d\d:\d\d INFO {2}Store on http/);
      expect(lines).toContainEqual(expect.stringMatching(/^\d\d:\d\d:\d\d INFO {2}GET \/api\/categories 200 \d+ ms$/));
    }
  });
});
