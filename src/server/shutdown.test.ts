import { Agent, request } from 'node:http';
import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { dataDirFromTemplate } from '../../test/helper.js';
import { freePort, startServerProcess, type ServerProcess } from '../../test/server-process.js';

const dataDir = dataDirFromTemplate();
let server: ServerProcess | undefined;
afterAll(() => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** A sign-in whose body arrives in two halves: the request is in flight until `finish` is called. */
function slowSignIn(url: string) {
  const body = JSON.stringify({ email: 'personne@example.ma', password: 'pas-le-bon-mot-de-passe' });
  // A client that would keep the connection open for a minute: the server must close it itself.
  const agent = new Agent({ keepAlive: true, timeout: 60_000 });
  const req = request(`${url}/api/login`, { agent, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
  const answered = new Promise<number>((resolve, reject) => {
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, 10));
  return { answered, finish: () => req.end(body.slice(10)) };
}

describe('stopping the server with SIGTERM', () => {
  it('says it is not ready, lets the request in flight finish, then exits 0', { timeout: 180_000 }, async () => {
    server = await startServerProcess(await freePort(), { DATA_DIR: dataDir, SHUTDOWN_DELAY_MS: '1500' });
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    const signIn = slowSignIn(server.url);
    await sleep(300);
    server.child.kill('SIGTERM');
    await sleep(300);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ ok: false, reason: 'shutting_down' });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    // The listener closes once the delay is over; the half-sent request is still served, and its
    // kept-alive connection closed after it instead of holding the exit (code 1 after 10 s).
    await sleep(1800);
    signIn.finish();
    expect(await signIn.answered).toBe(401);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });
});
