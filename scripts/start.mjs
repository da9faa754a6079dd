// `npm start`: builds only when the sources changed since the last build, then runs the server in
// this process. `--build` (what `npm run build` runs) always builds and does not serve. The sources are hashed (contents, not modification times, so a checkout that only
// touches files does not rebuild); the hash is written to dist/.build-stamp after a build succeeds.
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = join(root, 'dist', '.build-stamp');
const serverEntry = join(root, 'dist', 'server', 'server', 'main.js');
const clientEntry = join(root, 'dist', 'web', 'index.html');

/** What a build reads: the sources (tests excepted) and the files that configure the build. */
const INPUT_DIRS = ['src', 'public'];
const INPUT_FILES = ['package.json', 'package-lock.json', 'vite.config.ts', 'tsconfig.json', 'tsconfig.base.json', 'tsconfig.server.json', 'tsconfig.web.json'];
const isTest = (name) => /\.test\.tsx?$/.test(name);

function* files(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (!isTest(entry.name)) yield path;
  }
}

function sourceHash() {
  const hash = createHash('sha256');
  const paths = [...INPUT_DIRS.flatMap((d) => [...files(join(root, d))]), ...INPUT_FILES.map((f) => join(root, f)).filter(existsSync)];
  for (const path of paths) hash.update(path.slice(root.length)).update('\0').update(readFileSync(path)).update('\0');
  return hash.digest('hex');
}

const run = (bin, args) =>
  new Promise((resolve, reject) => {
    const child = spawn(join(root, 'node_modules', '.bin', bin), args, { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${bin} ${args.join(' ')} exited with ${code}`))));
  });

const buildOnly = process.argv.includes('--build');
const hash = sourceHash();
const built = !buildOnly && existsSync(serverEntry) && existsSync(clientEntry) && existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === hash;
if (built) {
  console.log('Build up to date (sources unchanged since the last build)');
} else {
  const started = Date.now();
  console.log('Sources changed since the last build (or no build yet): building the client and the server');
  // The two builds are independent: on a machine with two cores or more they overlap. The server is
  // emitted without type checking (three times faster): `npm run typecheck` and CI check the types.
  await Promise.all([
    run('vite', ['build', '--logLevel', buildOnly ? 'info' : 'warn']).then(() =>
      // The server's renderer of the public pages (decision 019), after the client: it empties dist/ssr only.
      run('vite', ['build', '--ssr', '--logLevel', 'warn']),
    ),
    run('tsc', ['-p', 'tsconfig.server.json', '--noCheck']),
  ]);
  writeFileSync(stampFile, hash + '\n');
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
if (!buildOnly) await import(pathToFileURL(serverEntry).href);
