import { eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { newsletterSubscribers } from '../../db/schema/index.js';
import type { NewsletterSignupSchema } from '../../../contracts/content.js';
import { AppError } from '../../lib/app-error.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { enqueueEmail } from '../notifications/outbox.js';
import { newsletterConfirmEmail } from '../notifications/templates/newsletter-confirm.js';
import { readSettingsOf } from '../settings/service.js';

/** The same answer whether or not the address was already there: nobody learns who subscribed. */
export const CHECK_INBOX = 'Merci ! Un email vient de vous être envoyé : cliquez sur son lien pour confirmer votre inscription.';
export const CONFIRMED = 'Votre inscription à la newsletter est confirmée. Merci !';
export const INVALID_CONFIRM_LINK = 'Ce lien de confirmation est invalide ou a déjà servi.';

/**
 * Records the address unconfirmed and e-mails it a confirmation link (double opt-in). An address
 * already confirmed is left alone and gets no e-mail; an unconfirmed one gets a fresh link.
 */
export async function subscribe(db: Db, input: z.output<typeof NewsletterSignupSchema>, publicUrl: string) {
  const token = newToken();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsletterSubscribers)
      .values({ ...input, confirmTokenHash: hashToken(token) })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: { confirmTokenHash: hashToken(token), locale: input.locale },
        setWhere: isNull(newsletterSubscribers.confirmedAt),
      })
      .returning({ email: newsletterSubscribers.email });
    if (!row) return;
    const { company_name } = await readSettingsOf(tx, ['company_name']);
    const link = `${publicUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
    const content = newsletterConfirmEmail({ locale: input.locale, shopName: company_name, link });
    await enqueueEmail(tx, row.email, 'newsletter_confirm', content);
  });
  return { message: CHECK_INBOX };
}

/** Confirms the subscription a link was sent for; the link works once. */
export async function confirmSubscription(db: Db, token: string) {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: new Date(), confirmTokenHash: null })
    .where(eq(newsletterSubscribers.confirmTokenHash, hashToken(token)))
    .returning({ email: newsletterSubscribers.email });
  if (!row) throw new AppError('invalid_confirm_link', INVALID_CONFIRM_LINK);
  return { message: CONFIRMED };
}
