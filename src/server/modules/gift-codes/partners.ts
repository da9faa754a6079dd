import { and, count, desc, eq, max, ne } from 'drizzle-orm';
import type { CreatePartnerInput, Partner } from '../../../contracts/partners.js';
import type { Db } from '../../db/client.js';
import { giftCodes, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../http/app-error.js';
import { hashPassword } from '../../lib/secrets/passwords.js';
import { endUserSessions } from '../../http/session.js';
import { EMAIL_TAKEN } from '../auth/index.js';

export const adminStaysAdmin = (email: string) =>
  `${email} is an admin account and stays one: give the partner another e-mail address (an admin is never made a partner here, so the shop cannot lose its last admin).`;

/**
 * Creates a partner account (`npm run partner:create`), or makes an existing customer account a
 * partner with this password; its sessions end, as a session must not outlive the change of what the
 * account may do. An admin account is refused (409): the command would otherwise lock the shop out
 * of its back office when it named the last admin.
 */
export async function ensurePartner(db: Db, rawEmail: string, password: string, name: string): Promise<'created' | 'changed'> {
  const email = rawEmail.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  const [existing] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) {
    if (existing.role === 'admin') throw new AppError('conflict', adminStaysAdmin(email));
    // The guard again in the update: an account made admin meanwhile stays admin.
    const [changed] = await db
      .update(users)
      .set({ role: 'partner', passwordHash, updatedAt: new Date() })
      .where(and(eq(users.id, existing.id), ne(users.role, 'admin')))
      .returning({ id: users.id });
    if (!changed) throw new AppError('conflict', adminStaysAdmin(email));
    await endUserSessions(db, existing.id);
    return 'changed';
  }
  await db.insert(users).values({ email, passwordHash, role: 'partner', firstName: name });
  return 'created';
}

/** `GET /api/admin/partners`: every partner, newest first, with the codes each redeemed. */
export async function listPartners(db: Db): Promise<Partner[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.firstName,
      email: users.email,
      createdAt: users.createdAt,
      redeemed: count(giftCodes.id),
      lastRedeemedAt: max(giftCodes.redeemedAt),
    })
    .from(users)
    .leftJoin(giftCodes, eq(giftCodes.redeemedBy, users.id))
    .where(eq(users.role, 'partner'))
    .groupBy(users.id)
    .orderBy(desc(users.createdAt));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), lastRedeemedAt: r.lastRedeemedAt?.toISOString() ?? null }));
}

/**
 * `POST /api/admin/partners`: a new account for a partner's counter. An address that already has an
 * account is refused: the back office does not take over a customer's account or change an admin's
 * (the command line, run by whoever holds the server, still can).
 */
export async function addPartner(db: Db, input: CreatePartnerInput): Promise<Partner> {
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(users)
    .values({ email: input.email, passwordHash, role: 'partner', firstName: input.name })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, name: users.firstName, email: users.email, createdAt: users.createdAt });
  if (!row) throw new AppError('email_taken', EMAIL_TAKEN);
  return { ...row, createdAt: row.createdAt.toISOString(), redeemed: 0, lastRedeemedAt: null };
}

/**
 * `DELETE /api/admin/partners/{id}`: the partner's counter loses the gift codes screen at once (its
 * sessions end). The account stays, as a customer's, so the codes it redeemed still say by whom.
 */
export async function revokePartner(db: Db, id: string): Promise<void> {
  const [row] = await db
    .update(users)
    .set({ role: 'customer', updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.role, 'partner')))
    .returning({ id: users.id });
  if (!row) throw notFound('Partenaire introuvable');
  await endUserSessions(db, id);
}
