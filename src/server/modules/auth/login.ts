import { eq } from 'drizzle-orm';
import type { LoginInput } from '../../../contracts/auth.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from '../../lib/secrets/passwords.js';

/** One answer for an unknown e-mail and a wrong password, so sign-in does not reveal accounts. */
export const BAD_CREDENTIALS = 'Email ou mot de passe incorrect';

/** Checks the credentials and records the sign-in; a hash made with older costs is upgraded. */
export async function authenticate(db: Db, { email, password }: LoginInput) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) {
    await burnPasswordCheck(password);
    throw new AppError('bad_credentials', BAD_CREDENTIALS);
  }
  if (!(await verifyPassword(user.passwordHash, password))) throw new AppError('bad_credentials', BAD_CREDENTIALS);

  const passwordHash = needsRehash(user.passwordHash) ? await hashPassword(password) : undefined;
  const [updated] = await db
    .update(users)
    .set({ lastLoginAt: new Date(), passwordHash })
    .where(eq(users.id, user.id))
    .returning();
  return updated ?? user;
}
