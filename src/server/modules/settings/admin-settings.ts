import { isSettingKey, SECRET_MASK, secretSettingKeys, settingDefinitions, type SettingKey } from '../../../contracts/settings.js';
import type { DbOrTx } from '../../db/client.js';
import { invalid } from '../../http/app-error.js';
import { checkHostOnSave, checkUrlOnSave, type OutboundPolicy } from '../../lib/outbound/outbound.js';
import { readSettings, readSettingsOf, writeSetting } from './service.js';
import { companyInfo } from './public.js';

const isSecret = (key: SettingKey) => settingDefinitions[key].access === 'secret';
const masked = (value: unknown) => (value ? SECRET_MASK : '');

/** Every setting for the back office, secrets masked, with the nested `company_info`. */
export async function readAdminSettings(db: DbOrTx) {
  const s = await readSettings(db);
  // Every secret is a string setting, so masking does not change the answer's type.
  const secrets: object = Object.fromEntries(secretSettingKeys.map((key) => [key, masked(s[key])]));
  return {
    ...s,
    ...secrets,
    company_info: companyInfo(s),
  };
}

/** Settings naming a host or an address the server connects to: refused when it is a link-local, metadata or (unless allowed) private address. */
const hostKeys: readonly SettingKey[] = ['mail_host'];
const urlKeys: readonly SettingKey[] = ['cmi_gateway_url'];

/** Validates one setting by its rule and stores it; a secret sent back as its mask keeps the stored value. */
export async function saveSetting(
  db: DbOrTx,
  key: string,
  value: unknown,
  outbound: OutboundPolicy = { allowPrivate: false },
): Promise<{ key: string; value: unknown }> {
  if (!isSettingKey(key)) throw invalid(`Paramètre inconnu : ${key.slice(0, 100)}`);
  if (isSecret(key) && value === SECRET_MASK) {
    const current = await readSettingsOf(db, [key]);
    return { key, value: masked(current[key]) };
  }
  const parsed = settingDefinitions[key].rule.safeParse(value);
  if (!parsed.success) {
    throw invalid(`${key} : ${parsed.error.issues[0]?.message ?? 'Valeur invalide'}`);
  }
  if (hostKeys.includes(key)) await checkHostOnSave(key, String(parsed.data), outbound);
  if (urlKeys.includes(key)) await checkUrlOnSave(key, String(parsed.data), outbound);
  await writeSetting(db, key, parsed.data);
  return { key, value: isSecret(key) ? masked(parsed.data) : parsed.data };
}
