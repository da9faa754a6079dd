import type { DbOrTx } from '../../db/client.js';
import { publicKeys } from './defaults.js';
import { readSettingsOf } from './service.js';

/** The public settings a visitor's browser receives, with the nested `company_info` the storefront reads. */
export async function readPublicSettings(db: DbOrTx) {
  const s = await readSettingsOf(db, publicKeys);
  return {
    ...s,
    company_info: {
      name: s.company_name,
      email: s.company_email,
      phone: s.company_phone,
      address: s.company_address,
      city: s.company_city,
      description: s.company_description,
    },
  };
}
