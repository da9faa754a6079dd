import { asc, eq } from 'drizzle-orm';
import { SHOP_CURRENCY, type CurrencyRate } from '../../../contracts/currencies.js';
import type { DbOrTx } from '../../db/client.js';
import { currencyRates } from '../../db/schema/index.js';

/** The dirham, then each currency the owner set a rate for. */
export async function listCurrencies(db: DbOrTx): Promise<CurrencyRate[]> {
  const rows = await db.select().from(currencyRates).orderBy(asc(currencyRates.code));
  return [
    { code: SHOP_CURRENCY, rate: 1, updatedAt: null },
    ...rows.map((row) => ({ code: row.code as CurrencyRate['code'], rate: Number(row.rate), updatedAt: row.updatedAt.toISOString() })),
  ];
}

/** Sets a currency's rate (dirhams for one unit) as of `now`; the currency is offered from then on. */
export async function setRate(db: DbOrTx, code: string, rate: number, now: Date): Promise<CurrencyRate> {
  const value = rate.toFixed(4);
  const [row] = await db
    .insert(currencyRates)
    .values({ code, rate: value, updatedAt: now })
    .onConflictDoUpdate({ target: currencyRates.code, set: { rate: value, updatedAt: now } })
    .returning();
  return { code: row!.code as CurrencyRate['code'], rate: Number(row!.rate), updatedAt: row!.updatedAt.toISOString() };
}

/** Stops offering a currency: visitors who chose it see dirhams again. */
export async function removeRate(db: DbOrTx, code: string): Promise<void> {
  await db.delete(currencyRates).where(eq(currencyRates.code, code));
}
