import { eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { newsletterSubscribers } from '../../db/schema/index.js';
import type { NewsletterSignupSchema } from '../../../contracts/content.js';
import { AppError } from '../../http/app-error.js';
import { hashToken, newToken } from '../../lib/secrets/tokens.js';
import { enqueueEmail, newsletterConfirmEmail } from '../notifications/index.js';
import { readSettingsOf } from '../settings/index.js';

/** The same answer whether or not the address was already there: nobody learns who subscribed. */
export const CHECK_INBOX = 'Merci ! Un email vient de vous être envoyé : cliquez sur son lien pour confirmer votre inscription.';
export const CONFIRMED = 'Votre inscription à la newsletter est confirmée. Merci !';
export const INVALID_CONFIRM_LINK = 'Ce lien de confirmation est invalide ou a déjà servi.';
export const UNSUBSCRIBED = 'Vous êtes désinscrit(e) : vous ne recevrez plus notre newsletter.';
export const INVALID_UNSUBSCRIBE_LINK = 'Ce lien de désinscription est invalide ou a déjà servi : cette adresse ne reçoit plus la newsletter.';

/** The page the unsubscribe link of every newsletter e-mail opens. */
export const unsubscribeLink = (publicUrl: string, token: string) => `${publicUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * Records the address unconfirmed and e-mails it a confirmation link (double opt-in). An address
 * already confirmed is left alone and gets no e-mail; an unconfirmed one gets a fresh link.
 */
export async function subscribe(db: Db, input: z.output<typeof NewsletterSignupSchema>, publicUrl: string) {
  const token = newToken();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsletterSubscribers)
      .values({ ...input, confirmTokenHash: hashToken(token), unsubscribeToken: newToken() })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: { confirmTokenHash: hashToken(token), locale: input.locale },
        setWhere: isNull(newsletterSubscribers.confirmedAt),
      })
      .returning({ email: newsletterSubscribers.email, unsubscribeToken: newsletterSubscribers.unsubscribeToken });
    if (!row) return;
    const { company_name } = await readSettingsOf(tx, ['company_name']);
    const link = `${publicUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
    const unsubscribeUrl = row.unsubscribeToken ? unsubscribeLink(publicUrl, row.unsubscribeToken) : undefined;
    const content = newsletterConfirmEmail({ locale: input.locale, shopName: company_name, link, unsubscribe: unsubscribeUrl });
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

/** Takes the address of an unsubscribe link off the list (its row goes: nothing is kept about it). */
export async function unsubscribe(db: Db, token: string) {
  const [row] = await db
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .returning({ email: newsletterSubscribers.email });
  if (!row) throw new AppError('invalid_unsubscribe_link', INVALID_UNSUBSCRIBE_LINK);
  return { message: UNSUBSCRIBED };
}
