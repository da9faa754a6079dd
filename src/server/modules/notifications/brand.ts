import type { DbOrTx } from '../../db/client.js';
import { readAppearance } from '../appearance/index.js';
import type { EmailBrand } from './templates/layout.js';

/** The e-mails' look: the appearance settings' colours and logo (made absolute for a mail client). */
export async function readEmailBrand(db: DbOrTx, publicUrl: string): Promise<EmailBrand> {
  const a = await readAppearance(db);
  const logo = a.logoUrl ? (a.logoUrl.startsWith('/') ? `${publicUrl}${a.logoUrl}` : a.logoUrl) : null;
  return { primaryColor: a.primaryColor, textColor: a.textColor, backgroundColor: a.backgroundColor, logoUrl: logo };
}
