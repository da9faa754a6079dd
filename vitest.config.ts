import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
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
