import { configDefaults, defineConfig } from 'vitest/config';
import { aliases } from './vite.config.js';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'web', include: ['src/web/**/*.test.{ts,tsx}'] } },
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
