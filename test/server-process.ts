import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { projectRoot } from '../src/server/lib/runtime/paths.js';

/** A port the system has just handed out and taken back: free for the child to listen on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** What an npm script of package.json runs after `node`: `serve` is the built server with its heap's flags. */
export const nodeScriptArgs = (script: 'serve' | 'start') =>
  (JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts[script]!.split(' ').slice(1);

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

/**
 * The real server (`src/server/main.ts` through tsx, or with `built` the compiled one as `npm run serve`
 * starts it) in a child process on `port`, with `env` over a quiet test configuration; resolves once
 * `/healthz` answers 200.
 */
export async function startServerProcess(port: number, env: Record<string, string>, opts: { built?: boolean } = {}): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _inherited, ...parentEnv } = process.env;
  const args = opts.built ? nodeScriptArgs('serve') : ['--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: { ...parentEnv, NODE_ENV: 'test', SEED: 'false', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  let gone = false;
  void exited.then(() => (gone = true));
  for (let i = 0; i < 1200 && !gone; i++) {
    const up = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    if (up) return { url, child, exited, output: () => output };
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`server on ${url} did not start:\n${output}`);
}
