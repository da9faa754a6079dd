import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { projectRoot } from './paths.js';

/**
 * Runs the module `name` beside the module `base` (its import.meta.url) in a child process of its
 * own: work whose native memory (PGlite's first initdb, libvips drawing pictures) the server's
 * process would otherwise keep for its whole life goes back to the system when the child exits.
 * From the sources (tsx, Vitest) the child runs the .ts file through tsx; from a build, the .js.
 */
export function forkModule(base: string, name: string, args: string[] = []): ChildProcess {
  const fromSource = base.endsWith('.ts');
  const file = fileURLToPath(new URL(`./${name}.${fromSource ? 'ts' : 'js'}`, base));
  const tsx = pathToFileURL(join(projectRoot, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
  return fork(file, args, {
    cwd: projectRoot,
    execArgv: fromSource ? ['--import', tsx] : [],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/** Resolves when the child exits with 0; rejects with its exit code or signal otherwise. */
export function exitOf(child: ChildProcess, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${what} exited with ${signal ?? code}`))));
  });
}
