import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../src/server/lib/runtime/paths.js';
import { nodeScriptArgs } from './server-process.js';

// What the server's page renderer imports, and which of React DOM's builds the import gave.
const PROBE = `
import { createRequire } from 'node:module';
const require = createRequire(process.cwd() + '/');
const { renderToString } = require('react-dom/server');
const { createElement } = require('react');
renderToString(createElement('p', null, 'Bonjour'));
const builds = Object.keys(require.cache).filter((f) => /react-dom-server[.\\w-]*\\.(production|development)\\.js$/.test(f)).map((f) => /(production|development)\\.js$/.exec(f)[1]);
console.log(JSON.stringify({ nodeEnv: process.env.NODE_ENV, shopMode: process.env.SHOP_MODE, builds: [...new Set(builds)] }));
`;

/** Runs the probe under the Node flags of an npm script of package.json, in an environment without NODE_ENV (an operator's shell) plus `env`. */
function probe(script: 'start' | 'serve', env: Record<string, string> = {}) {
  const { NODE_ENV: _test, SHOP_MODE: _mode, ...parent } = process.env;
  const flags = nodeScriptArgs(script).slice(0, -1);
  const run = spawnSync(process.execPath, [...flags, '--input-type=module', '-e', PROBE], { cwd: projectRoot, env: { ...parent, ...env }, encoding: 'utf8' });
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout) as { nodeEnv: string; shopMode: string; builds: string[] };
}

describe('the processes npm start and npm run serve start', () => {
  it.each(['start', 'serve'] as const)('npm %s renders with React DOM production build and runs the demo by default', (script) => {
    expect(probe(script)).toEqual({ nodeEnv: 'production', shopMode: 'demo', builds: ['production'] });
  });

  it('SHOP_MODE=production gives the production shop without NODE_ENV', () => {
    expect(probe('serve', { SHOP_MODE: 'production' })).toMatchObject({ nodeEnv: 'production', shopMode: 'production' });
  });

  it('an operator NODE_ENV=production alone still gives the production shop', () => {
    expect(probe('start', { NODE_ENV: 'production' })).toMatchObject({ nodeEnv: 'production', shopMode: 'production' });
  });

  it('SHOP_MODE wins over NODE_ENV', () => {
    expect(probe('serve', { NODE_ENV: 'production', SHOP_MODE: 'demo' })).toMatchObject({ nodeEnv: 'production', shopMode: 'demo' });
  });
});
