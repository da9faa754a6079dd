import { legalIdentityKeys, type InvoiceReadiness } from '../../../contracts/invoices.js';
import type { DbOrTx } from '../../db/client.js';
import { readSettingsOf } from '../settings/index.js';

/** Which of the seller's legal identifiers are still empty: an invoice issued now would print without them. */
export async function invoiceReadiness(db: DbOrTx): Promise<InvoiceReadiness> {
  const settings = await readSettingsOf(db, legalIdentityKeys);
  const missing = legalIdentityKeys.filter((key) => !String(settings[key] ?? '').trim());
  return { ready: missing.length === 0, missing };
}
