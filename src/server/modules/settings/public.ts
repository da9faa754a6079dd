import { publicSettingKeys, type Settings } from '../../../contracts/settings.js';
import type { DbOrTx } from '../../db/client.js';
import { readSettingsOf } from './service.js';

type CompanyKeys = 'company_name' | 'company_email' | 'company_phone' | 'company_address' | 'company_city' | 'company_description';

/** The nested `company_info` the storefront and back office read, from the flat company_* keys. */
export const companyInfo = (s: Pick<Settings, CompanyKeys>) => ({
  name: s.company_name,
  email: s.company_email,
  phone: s.company_phone,
  address: s.company_address,
  city: s.company_city,
  description: s.company_description,
});

/** The public settings a visitor's browser receives, with the nested `company_info`. */
export async function readPublicSettings(db: DbOrTx) {
  const s = await readSettingsOf(db, publicSettingKeys);
  return { ...s, company_info: companyInfo(s) };
}
