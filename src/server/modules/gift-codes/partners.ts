import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/passwords.js';
import { endUserSessions } from '../../plugins/session.js';

/**
 * Creates a partner account (`npm run partner:create`), or makes an existing account a partner with
 * this password. Its sessions end either way: a session opened as a customer or an admin must not
 * outlive the change of what the account may do.
 */
export async function ensurePartner(db: Db, rawEmail: string, password: string, name: string): Promise<'created' | 'changed'> {
  const email = rawEmail.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) {
    await db.update(users).set({ role: 'partner', passwordHash, updatedAt: new Date() }).where(eq(users.id, existing.id));
    await endUserSessions(db, existing.id);
    return 'changed';
  }
  await db.insert(users).values({ email, passwordHash, role: 'partner', firstName: name });
  return 'created';
}
