import { eq } from 'drizzle-orm';
import type { RegisterInput } from '../../../contracts/auth.js';
import type { Locale } from '../../../contracts/common.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { hashPassword } from '../../lib/secrets/passwords.js';
import { readSettingsOf } from '../settings/index.js';
import { queueWelcomeEmail } from './emails.js';
import { notifyNewAccountByText } from '../notifications/index.js';

export const EMAIL_TAKEN = 'Un compte existe déjà avec cet email';

/** Creates a customer account from the four sign-up fields only, and queues the welcome e-mail. */
export async function registerUser(db: Db, input: RegisterInput, ctx: { locale: Locale; publicUrl: string }) {
  const { user_registration } = await readSettingsOf(db, ['user_registration']);
  if (!user_registration) throw new AppError('registration_closed', 'Les inscriptions sont fermées');

  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
  if (existing) throw new AppError('email_taken', EMAIL_TAKEN);

  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        role: 'customer',
        firstName: input.firstName,
        lastName: input.lastName || null,
        preferredLanguage: ctx.locale,
        // Signing up signs in.
        lastLoginAt: new Date(),
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    // Two sign-ups with one e-mail at the same moment: the second finds the row here.
    if (!user) throw new AppError('email_taken', EMAIL_TAKEN);
    await queueWelcomeEmail(tx, user, ctx.publicUrl);
    await notifyNewAccountByText(tx, user);
    return user;
  });
}
