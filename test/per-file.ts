import { vi } from 'vitest';

// Workers are reused between test files (vitest.config.ts: isolate false), and so are the
// modules they loaded. Each file starts from the project's modules as freshly loaded (password
// costs, caches, its own vi.mock), while packages such as Fastify and PGlite stay loaded.
vi.resetModules();
