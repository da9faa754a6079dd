import type { Db } from '../client.js';
import { currencyRates } from '../schema/index.js';

/** Rates a demo shop starts with (dirhams for one unit, near the market's in late 2026); an owner sets their own. */
const DEMO_RATES = { EUR: '10.8000', USD: '9.9000', GBP: '12.6000' };

export async function seedDemoRates(db: Db): Promise<void> {
  await db
    .insert(currencyRates)
    .values(Object.entries(DEMO_RATES).map(([code, rate]) => ({ code, rate })))
    .onConflictDoNothing();
}
