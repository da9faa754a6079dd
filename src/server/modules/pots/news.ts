import type { DbOrTx } from '../../db/client.js';
import type { outbox } from '../../db/schema/index.js';
import { emailAllowed, outboxValues, readEmailBrand } from '../notifications/index.js';
import { readSettingsOf } from '../settings/index.js';
import type { PotDraft } from './create.js';
import { potNewsEmail, type PotNews } from './email.js';
import { firstNameOf } from './shares.js';
import type { PotRow } from './state.js';

/**
 * The organiser's e-mail telling what became of the pot, ready for the outbox; null when the shop sends no
 * e-mail or the pot has no address. Composed before the move, inserted in its transaction.
 */
export async function organiserNews(db: DbOrTx, pot: PotRow, news: PotNews, publicUrl: string): Promise<typeof outbox.$inferInsert | null> {
  if (!pot.organiserEmail || !(await emailAllowed(db))) return null;
  const locale = (pot.draft as PotDraft).locale ?? 'fr';
  const email = potNewsEmail({
    locale,
    shopName: (await readSettingsOf(db, ['company_name'])).company_name,
    brand: await readEmailBrand(db, publicUrl),
    name: firstNameOf(pot),
    news,
  });
  return outboxValues({ channel: 'email', recipient: pot.organiserEmail, template: `pot_${news.kind}`, subject: email.subject, body: email.text, html: email.html });
}
