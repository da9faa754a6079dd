import { eq } from 'drizzle-orm';
import type { ChangePasswordInput, ProfileUpdate } from '../../../contracts/auth.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../http/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/secrets/passwords.js';
import { endUserSessions, type SessionUser } from '../../http/session.js';

const blankToNull = (v: string | null | undefined) => (v === '' ? null : v);

/** Updates the profile fields given; the e-mail and the role are not among them. */
export async function updateProfile(db: Db, userId: string, input: ProfileUpdate) {
  const [row] = await db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: blankToNull(input.lastName),
      phone: blankToNull(input.phone),
      address: blankToNull(input.address),
      city: blankToNull(input.city),
      postalCode: blankToNull(input.postalCode),
      country: input.country,
      dateOfBirth: input.dateOfBirth,
      gender: input.gender,
      preferredLanguage: input.preferredLanguage,
      newsletterOptIn: input.newsletterOptIn,
      smsOptIn: input.smsOptIn,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw notFound('Compte introuvable');
  return row;
}

/** Needs the current password; every other session of the user ends, this one stays. */
export async function changePassword(db: Db, user: SessionUser, keepSession: string | null, input: ChangePasswordInput) {
  // 400, not 401: the client reads a 401 as an expired session.
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw new AppError('wrong_password', 'Le mot de passe actuel est incorrect');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await endUserSessions(tx, user.id, keepSession);
  });
}
