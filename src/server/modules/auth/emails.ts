import type { Locale } from '../../../contracts/common.js';
import type { DbOrTx } from '../../db/client.js';
import { readEmailBrand, emailAllowed, enqueueEmail, passwordResetEmail, welcomeEmail } from '../notifications/index.js';
import { readSettingsOf } from '../settings/index.js';

interface Recipient {
  email: string;
  firstName: string;
  preferredLanguage: Locale;
}

const shopName = async (db: DbOrTx) => (await readSettingsOf(db, ['company_name'])).company_name;

export async function queueWelcomeEmail(db: DbOrTx, user: Recipient, publicUrl: string) {
  if (!(await emailAllowed(db, 'accountCreation'))) return;
  const content = welcomeEmail({
    brand: await readEmailBrand(db, publicUrl),
    locale: user.preferredLanguage,
    shopName: await shopName(db),
    firstName: user.firstName,
    link: `${publicUrl}/catalog`,
  });
  await enqueueEmail(db, user.email, 'account_created', content);
}

export async function queuePasswordResetEmail(db: DbOrTx, user: Recipient, token: string, publicUrl: string) {
  if (!(await emailAllowed(db, 'passwordReset'))) return;
  const content = passwordResetEmail({
    brand: await readEmailBrand(db, publicUrl),
    locale: user.preferredLanguage,
    shopName: await shopName(db),
    firstName: user.firstName,
    link: `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
  });
  await enqueueEmail(db, user.email, 'password_reset', content);
}
