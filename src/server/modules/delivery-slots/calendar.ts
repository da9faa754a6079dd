import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { BlockedDate, BlockedDateInput, HolidayLabels } from '../../../contracts/delivery-slots.js';
import type { DbOrTx } from '../../db/client.js';
import { deliveryBlockedDates, deliveryHolidayYears } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';

/**
 * Pre-fills each year's public holidays once: the year is recorded in the same statement batch, so a
 * holiday the owner removed or moved is never put back, and two copies filling at once insert once.
 */
export async function ensureHolidays(db: DbOrTx, years: number[]) {
  for (const year of new Set(years)) {
    const claimed = await db.insert(deliveryHolidayYears).values({ year }).onConflictDoNothing().returning();
    if (claimed.length === 0) continue;
    // date-holidays (every country's rules, about 20 MB of memory) loads once a year, not with the server.
    const { moroccanHolidays } = await import('./holidays.js');
    // Each under its French name, the calendar's own.
    const holidays = moroccanHolidays(year).map((h) => ({ ...h, label: h.labels.fr }));
    if (holidays.length > 0) await db.insert(deliveryBlockedDates).values(holidays).onConflictDoNothing();
  }
}

const yearsOf = (from: string, to: string) => {
  const years = [];
  for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y++) years.push(y);
  return years;
};

/** Reads the blocked dates of [from, to]: `blockedBetween` on a database, or what is kept of it (lib/caches/shop-rules.ts). */
export type BlockedDates = (from: string, to: string) => Promise<Set<string>>;

/**
 * The blocked dates of [from, to], the holidays of those years pre-filled first. Read with the
 * years already filled, in one statement: every order asks, and only a year's first ask writes.
 */
export async function blockedBetween(db: DbOrTx, from: string, to: string): Promise<Set<string>> {
  const years = yearsOf(from, to);
  const rows = await db
    .select({ date: deliveryBlockedDates.date, year: sql<number | null>`null::integer` })
    .from(deliveryBlockedDates)
    .where(and(gte(deliveryBlockedDates.date, from), lte(deliveryBlockedDates.date, to)))
    .unionAll(db.select({ date: sql<string>`null::date`, year: deliveryHolidayYears.year }).from(deliveryHolidayYears).where(inArray(deliveryHolidayYears.year, years)));
  const filled = new Set(rows.map((r) => r.year));
  const unfilled = years.filter((year) => !filled.has(year));
  if (unfilled.length > 0) {
    await ensureHolidays(db, unfilled);
    return blockedBetween(db, from, to);
  }
  return new Set(rows.flatMap((r) => (r.year === null ? [r.date] : [])));
}

const present = (r: typeof deliveryBlockedDates.$inferSelect): BlockedDate => ({
  date: r.date,
  label: r.label,
  labels: r.labels,
  kind: r.kind,
  estimated: r.estimated,
});

export async function listBlockedDates(db: DbOrTx, year: number): Promise<BlockedDate[]> {
  await ensureHolidays(db, [year]);
  const rows = await db
    .select()
    .from(deliveryBlockedDates)
    .where(and(gte(deliveryBlockedDates.date, `${year}-01-01`), lte(deliveryBlockedDates.date, `${year}-12-31`)))
    .orderBy(asc(deliveryBlockedDates.date));
  return rows.map(present);
}

/**
 * Adds a date, or moves one (`previousDate`): a moved or re-saved holiday keeps its kind and is no
 * longer an estimate, since the owner has now set its day. It keeps its names in every language
 * while its label is unchanged; renamed, it is called by the owner's words alone.
 */
export async function saveBlockedDate(db: DbOrTx, input: BlockedDateInput): Promise<BlockedDate> {
  return db.transaction(async (tx) => {
    let kind: BlockedDate['kind'] = 'custom';
    let labels: HolidayLabels | null = null;
    if (input.previousDate) {
      const [previous] = await tx.delete(deliveryBlockedDates).where(eq(deliveryBlockedDates.date, input.previousDate)).returning();
      if (!previous) throw notFound('Date introuvable');
      kind = previous.kind;
      if (previous.label === input.label) labels = previous.labels;
    }
    const values = { date: input.date, label: input.label, labels, kind, estimated: false };
    const [row] = await tx
      .insert(deliveryBlockedDates)
      .values(values)
      .onConflictDoUpdate({
        target: deliveryBlockedDates.date,
        set: { label: values.label, labels: sql`case when ${deliveryBlockedDates.label} = excluded.label then ${deliveryBlockedDates.labels} end`, estimated: false },
      })
      .returning();
    return present(row!);
  });
}

export async function removeBlockedDate(db: DbOrTx, date: string) {
  const removed = await db.delete(deliveryBlockedDates).where(eq(deliveryBlockedDates.date, date)).returning();
  if (removed.length === 0) throw notFound('Date introuvable');
}
