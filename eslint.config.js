import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { dirname, join, resolve as resolvePath, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// Every folder of src/web/features is a feature: a new one is covered by the boundary rule below.
const features = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const acrossFolders = { group: ['../*'], message: 'Import from another folder through @/… (src/web) or @contracts/….' };

// A server module is used through its face, modules/<name>/index.ts (decision 044): from outside a
// module, an import of any other of its files fails. A module's tests may use another's test fixtures.
const modulesDir = fileURLToPath(new URL('./src/server/modules/', import.meta.url));
const moduleOf = (path) => {
  const parts = path.startsWith(modulesDir) ? path.slice(modulesDir.length).split(sep) : [];
  return parts.length > 1 ? parts[0] : null;
};
const testHelper = /(^|[\\/])(test-fixtures|test-session)\.js$|[\\/]testing[\\/]/;
const moduleFaces = {
  meta: { type: 'problem', messages: { inner: "'{{spec}}' is inside the {{module}} module: import its face, modules/{{module}}/index.js." } },
  create(context) {
    const from = context.filename;
    const own = moduleOf(from);
    const isTest = /\.test\.ts$|test-fixtures\.ts$|test-session\.ts$|[\\/]testing[\\/]/.test(from) || !from.includes(`${sep}src${sep}`);
    const check = (source) => {
      const spec = source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = resolvePath(dirname(from), spec);
      const module = moduleOf(target);
      if (!module || module === own || target === join(modulesDir, module, 'index.js')) return;
      if (isTest && testHelper.test(spec)) return;
      context.report({ node: source, messageId: 'inner', data: { spec, module } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'drizzle', 'test-results', 'playwright-report', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Imports flow one way: contracts <- web; components/lib <- features <- routes; no feature imports another.
  // Within a folder imports are relative (`./`); across folders they go through `@/` or `@contracts/`,
  // so the boundaries below see every path.
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [acrossFolders] }] },
  },
  ...features.map((name) => ({
    files: [`src/web/features/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            acrossFolders,
            { group: features.filter((f) => f !== name).map((f) => `@/features/${f}/**`), message: 'Features do not import each other: compose them in a route.' },
            { group: ['@/routes/**'], message: 'Features do not import routes.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/web/components/**/*.{ts,tsx}', 'src/web/lib/**/*.ts', 'src/web/hooks/**/*.ts', 'src/web/stores/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [acrossFolders, { group: ['@/features/**', '@/routes/**'], message: 'Shared code does not import features or routes.' }] }],
    },
  },
  {
    files: ['src/server/**/*.ts', 'test/**/*.ts', 'bench/**/*.ts'],
    plugins: { modules: { rules: { faces: moduleFaces } } },
    rules: { 'modules/faces': 'error' },
  },
  // Orders reach payments only through the port the app decorates (`app.payments`); payments may import orders.
  {
    files: ['src/server/modules/orders/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/payments/**'], message: 'Orders reach payments through app.payments (orders/payments-port.ts).' }] }],
    },
  },
  {
    files: ['src/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '**/web/**'], message: 'Contracts import nothing of the server or the client.' }] }],
    },
  },
);
