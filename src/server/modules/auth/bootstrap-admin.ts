import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { hashPassword, verifyPassword } from '../../lib/secrets/passwords.js';
import { endUserSessions } from '../../http/session.js';

/**
 * Creates the admin account, or promotes an existing user to admin with that password.
 * Runs at every start: an admin whose password already matches is left untouched (sessions kept).
 */
export async function ensureAdmin(db: Db, rawEmail: string, password: string): Promise<void> {
  const email = rawEmail.trim().toLowerCase();
  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (existing) {
    const samePassword = await verifyPassword(existing.passwordHash, password);
    if (existing.role === 'admin' && samePassword) return;
    const passwordHash = samePassword ? undefined : await hashPassword(password);
    await db.update(users).set({ role: 'admin', passwordHash, updatedAt: new Date() }).where(eq(users.id, existing.id));
    // A password set from outside replaces a possibly compromised one: its old sessions end.
    if (!samePassword) await endUserSessions(db, existing.id);
    return;
  }
  const passwordHash = await hashPassword(password);
  // Several server copies may start at once: the upsert keeps one account.
  await db
    .insert(users)
    .values({ email, passwordHash, role: 'admin', firstName: 'Admin' })
    .onConflictDoUpdate({ target: users.email, set: { role: 'admin', passwordHash, updatedAt: new Date() } });
}
