import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { aliases } from './vite.config.js';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Worker threads reused from file to file: no process start and no reloading of Fastify, PGlite
    // and the other packages for each of the 130 files. test/per-file.ts gives each file fresh
    // project modules; each file must close what it opens (apps, servers) in afterAll.
    pool: 'threads',
    isolate: false,
    // Vitest's default is one worker less than the cores: a single worker on a 2-core machine, idle
    // while a test waits on a child process or a socket. Two at least keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism()),
    setupFiles: ['test/per-file.ts'],
    projects: [
      { extends: true, test: { name: 'web', include: ['src/web/**/*.test.{ts,tsx}'], setupFiles: ['src/web/testing/select-defaults.ts', 'src/web/testing/wait-longer.ts'] } },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'src/web/**'],
          globalSetup: ['test/global-setup.ts'],
        },
      },
    ],
  },
});
