import { EmailAddressSchema } from '@contracts/common';
import { phoneSchema } from '@contracts/phone';

const phone = phoneSchema({ foreign: true });

/**
 * The way to reach a visitor for the cart reminder, read from what they typed: a valid e-mail, a
 * valid phone, or nothing yet. A signed-in customer is reached at the account's address (`account`).
 */
export function reminderContact(typed: { email?: string | null; phone?: string | null }, account: boolean) {
  const email = EmailAddressSchema.safeParse(typed.email ?? '');
  const tel = typed.phone ? phone.safeParse(typed.phone) : null;
  const contact = { email: email.success ? email.data : null, phone: tel?.success ? tel.data : null };
  return account || contact.email || contact.phone ? contact : null;
}
