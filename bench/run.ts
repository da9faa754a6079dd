/**
 * `npm run bench`: every benchmark, printed as a table with its budget. Needs `npm run build` first
 * for the bundle and Lighthouse figures, and DATABASE_URL for the back office's (`admin`).
 * `npm run bench -- catalog login` runs only those.
 */
import type { Measure } from './types.js';
import { benchAdmin } from './admin.js';
import { benchBundle } from './bundle.js';
import { benchLighthouse } from './lighthouse.js';
import { benchCatalog } from './catalog.js';
import { benchLogin } from './login.js';
import { benchOrders } from './orders.js';

const suites: Record<string, () => Promise<Measure[]>> = {
  bundle: benchBundle,
  catalog: benchCatalog,
  login: benchLogin,
  orders: benchOrders,
  admin: benchAdmin,
  lighthouse: benchLighthouse,
};

const wanted = process.argv.slice(2).filter((a) => a in suites);
let failed = false;
for (const [name, run] of Object.entries(suites)) {
  if (wanted.length && !wanted.includes(name)) continue;
  console.log(`\n## ${name}`);
  try {
    for (const m of await run()) {
      const over = m.budget !== undefined && (m.higherIsBetter ? m.value < m.budget : m.value > m.budget);
      if (over) failed = true;
      const budget = m.budget === undefined ? '' : ` (budget ${m.higherIsBetter ? '>=' : '<='} ${m.budget} ${m.unit})`;
      console.log(`${over ? 'OVER ' : '     '}${m.name}: ${m.value} ${m.unit}${budget}`);
    }
  } catch (err) {
    failed = true;
    console.log(`FAILED ${name}: ${err instanceof Error ? err.message : String(err)}`);
  }
}
process.exit(failed ? 1 : 0);
