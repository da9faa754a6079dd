import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from './fixtures.js';

const port = process.env.E2E_PORT ?? '4173';
const baseURL = `http://127.0.0.1:${port}`;
// One sign-in per server run, shared by every file: the login limit counts each attempt from 127.0.0.1.
const shared = join(tmpdir(), `cadeaux-e2e-admin-${port}.json`);

/**
 * The e2e admin's signed-in request context, its state also written to `path` for pages: the
 * session another file signed in with while it is still valid, else a new sign-in.
 */
export async function signInAdmin(playwright: PlaywrightWorkerArgs['playwright'], path: string): Promise<APIRequestContext> {
  if (existsSync(shared)) {
    const reused = await playwright.request.newContext({ baseURL, storageState: shared });
    if ((await reused.get('/api/user')).ok()) {
      await reused.storageState({ path });
      return reused;
    }
    await reused.dispose();
  }
  const request = await playwright.request.newContext({ baseURL });
  const res = await request.post('/api/login', { data: { email: 'admin@e2e.test', password: 'admin-e2e-password' } });
  expect(res.status(), await res.text()).toBe(200);
  await request.storageState({ path: shared });
  await request.storageState({ path });
  return request;
}
