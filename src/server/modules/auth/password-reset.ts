import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ResetPasswordInput } from '../../../contracts/auth.js';
import type { Db } from '../../db/client.js';
import { passwordResetTokens as resetTokens, users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { hashPassword } from '../../lib/secrets/passwords.js';
import { hashToken, newToken } from '../../lib/secrets/tokens.js';
import { endUserSessions } from '../../http/session.js';
import { queuePasswordResetEmail } from './emails.js';

export const INVALID_RESET_LINK = 'Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.';

/**
 * Sends a one-hour, single-use reset link when the e-mail has an account; does nothing otherwise
 * (the caller answers alike). A new link ends the older ones.
 */
export async function requestPasswordReset(db: Db, email: string, publicUrl: string): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) return;
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx.delete(resetTokens).where(eq(resetTokens.userId, user.id));
    await tx.insert(resetTokens).values({
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: sql`now() + interval '1 hour'`,
    });
    await queuePasswordResetEmail(tx, user, token, publicUrl);
  });
}

/** The link's token row while it can still be used: not used yet, not expired. */
const usableToken = (token: string) =>
  and(eq(resetTokens.tokenHash, hashToken(token)), isNull(resetTokens.usedAt), gt(resetTokens.expiresAt, sql`now()`));

/** Refuses a link that cannot be used (unknown, used or expired), so the page says so before the form. */
export async function checkResetToken(db: Db, token: string): Promise<void> {
  if (token.length < 10 || token.length > 200) throw new AppError('invalid_reset_link', INVALID_RESET_LINK);
  const [found] = await db.select({ userId: resetTokens.userId }).from(resetTokens).where(usableToken(token)).limit(1);
  if (!found) throw new AppError('invalid_reset_link', INVALID_RESET_LINK);
}

/** Sets the new password from a valid link, uses the link up and signs the user out everywhere. */
export async function resetPassword(db: Db, { token, newPassword }: ResetPasswordInput) {
  const usable = usableToken(token);
  // Checked before hashing, so random tokens cost no hashing time.
  const [found] = await db.select({ userId: resetTokens.userId }).from(resetTokens).where(usable).limit(1);
  if (!found) throw new AppError('invalid_reset_link', INVALID_RESET_LINK);

  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    // The conditional update is what makes the link single-use, even for two requests at once.
    const [claimed] = await tx.update(resetTokens).set({ usedAt: sql`now()` }).where(usable).returning();
    if (!claimed) throw new AppError('invalid_reset_link', INVALID_RESET_LINK);
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, claimed.userId));
    await endUserSessions(tx, claimed.userId);
  });
}
