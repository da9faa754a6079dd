import type { Issue } from '../../../contracts/errors.js';
import { isSettingKey, SECRET_MASK, secretSettingKeys, settingDefinitions, type SettingKey, type Settings } from '../../../contracts/settings.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError, invalid } from '../../http/app-error.js';
import { checkHostOnSave, checkUrlOnSave, type OutboundPolicy } from '../../lib/outbound/outbound.js';
import { readSettings, readSettingsOf, writeSettings } from './service.js';
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
const urlKeys: readonly SettingKey[] = ['cmi_gateway_url', 'sendit_api_url', 'binga_api_url'];

/** What a refused value is told: the check's own words, without the `key : ` its message starts with. */
const reasonOf = (key: string, err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  return message.startsWith(`${key} : `) ? message.slice(key.length + 3) : message;
};

/**
 * Checks one value against its key's rule and, for an address the server will connect to, the
 * outbound policy: the value to store, `null` for a secret sent back as its mask (kept as stored),
 * or the issue that refuses it.
 */
async function checkSetting(key: string, value: unknown, outbound: OutboundPolicy): Promise<{ value: unknown } | null | Issue> {
  if (!isSettingKey(key)) return { path: key.slice(0, 100), message: 'Paramètre inconnu' };
  if (isSecret(key) && value === SECRET_MASK) return null;
  const parsed = settingDefinitions[key].rule.safeParse(value);
  if (!parsed.success) return { path: key, message: parsed.error.issues[0]?.message ?? 'Valeur invalide' };
  try {
    if (hostKeys.includes(key)) await checkHostOnSave(key, String(parsed.data), outbound);
    if (urlKeys.includes(key)) await checkUrlOnSave(key, String(parsed.data), outbound);
  } catch (err) {
    if (err instanceof AppError && err.code === 'invalid_data') return { path: key, message: reasonOf(key, err) };
    throw err;
  }
  return { value: parsed.data };
}

const isIssue = (checked: { value: unknown } | null | Issue): checked is Issue => checked !== null && 'path' in checked;

/** The refusal of a save: `invalid_data` with one issue per refused key (`path` is the key), nothing saved. */
const refusal = (issues: Issue[]) => {
  const [first] = issues;
  const message = !first ? 'Valeur invalide' : first.message === 'Paramètre inconnu' ? `Paramètre inconnu : ${first.path}` : `${first.path} : ${first.message}`;
  return invalid(message, { issues });
};

/**
 * The one save of settings: every key checked by its rule (all the refusals answered together,
 * each on its key), then all stored in one statement, or none. A secret sent back as its mask
 * keeps its stored value. Answers the saved values as the admin reads them (secrets masked).
 * Every screen that edits a setting (Paramètres, the appearance's company fields, the notification
 * settings' SMTP fields) saves through here, under the setting's own key.
 */
export async function saveSettings(
  db: DbOrTx,
  changes: Readonly<Record<string, unknown>>,
  outbound: OutboundPolicy = { allowPrivate: false },
): Promise<Partial<Settings>> {
  const keys = Object.keys(changes);
  const checked = await Promise.all(keys.map((key) => checkSetting(key, changes[key], outbound)));
  const issues = checked.filter(isIssue);
  if (issues.length > 0) throw refusal(issues);
  const rows: { key: SettingKey; value: unknown }[] = [];
  const kept: SettingKey[] = [];
  keys.forEach((key, i) => {
    const result = checked[i];
    if (result === null) kept.push(key as SettingKey);
    else if (result && !isIssue(result)) rows.push({ key: key as SettingKey, value: result.value });
  });
  await writeSettings(db, rows);
  const stored = kept.length > 0 ? await readSettingsOf(db, kept) : {};
  const answer: Record<string, unknown> = {};
  for (const key of kept) answer[key] = masked((stored as Record<string, unknown>)[key]);
  for (const { key, value } of rows) answer[key] = isSecret(key) ? masked(value) : value;
  return answer as Partial<Settings>;
}

/** One setting saved the same way (`POST /api/settings`, scripts): its stored value as the admin reads it. */
export async function saveSetting(
  db: DbOrTx,
  key: string,
  value: unknown,
  outbound: OutboundPolicy = { allowPrivate: false },
): Promise<{ key: string; value: unknown }> {
  const saved = await saveSettings(db, { [key]: value }, outbound);
  return { key, value: (saved as Record<string, unknown>)[key] };
}
