import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { newsletterSubscribers } from '../../db/schema/index.js';
import type { NewsletterSignupSchema } from '../../../contracts/content.js';

/** The same answer whether or not the address was already there: nobody learns who subscribed. */
export const SUBSCRIBED = 'Merci ! Votre inscription à la newsletter est confirmée.';

/** E-mails arrive lower-cased, so one address is stored once whatever its case. */
export async function subscribe(db: DbOrTx, input: z.output<typeof NewsletterSignupSchema>) {
  await db.insert(newsletterSubscribers).values(input).onConflictDoNothing({ target: newsletterSubscribers.email });
  return { message: SUBSCRIBED };
}
