import { inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { savedCarts } from '../../db/schema/index.js';

const byContact = (email: string, phone: string | null) =>
  phone ? or(inArray(savedCarts.email, [email.toLowerCase()]), inArray(savedCarts.phone, [phone])) : inArray(savedCarts.email, [email.toLowerCase()]);

/** The carts saved for this person's e-mail or phone, for their data export (decision 022): never the link's token. */
export async function savedCartsOf(db: DbOrTx, email: string, phone: string | null) {
  const rows = await db.select().from(savedCarts).where(byContact(email, phone));
  return rows.map((r) => ({
    email: r.email,
    phone: r.phone,
    locale: r.locale,
    lines: r.lines,
    consentedAt: r.consentedAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    remindedAt: r.remindedAt?.toISOString() ?? null,
  }));
}

/** Erases the carts saved for this person's e-mail or phone (account deletion). */
export async function eraseSavedCarts(db: DbOrTx, email: string, phone: string | null) {
  await db.delete(savedCarts).where(byContact(email, phone));
}
