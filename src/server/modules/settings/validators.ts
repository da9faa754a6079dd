import { z } from 'zod';
import { LocalizedSchema } from '../../../contracts/common.js';
import { settingDefaults, type SettingKey } from './defaults.js';

const money = z
  .union([z.number(), z.string()], { error: 'Montant attendu (ex. 25.00)' })
  .transform((v) => String(v).trim().replace(',', '.'))
  .pipe(z.string().regex(/^\d{1,8}(\.\d{1,2})?$/, 'Montant invalide (ex. 25.00)'))
  .transform((v) => Number(v).toFixed(2));
const int = (min: number, max: number) =>
  z
    .number({ error: 'Nombre entier attendu' })
    .int('Nombre entier attendu')
    .min(min, `La valeur doit être comprise entre ${min} et ${max}`)
    .max(max, `La valeur doit être comprise entre ${min} et ${max}`);
const text = (max: number) => z.string({ error: 'Texte attendu' }).trim().max(max, `Texte trop long (${max} caractères au plus)`);
const required = (max: number) => text(max).min(1, 'Ce champ est requis');
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `Valeur attendue : ${values.join(', ')}` });
const emailOrEmpty = z.union([z.literal(''), z.email('Adresse email invalide').max(254)], { error: 'Adresse email invalide' });
const time = z.string({ error: 'Heure attendue' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Heure invalide (HH:MM)');
const timezone = z.string({ error: 'Fuseau horaire attendu' }).refine((tz) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, 'Fuseau horaire inconnu');
/** Older clients send AI keys wrapped in quotes: keep only the key. */
const secret = text(500).transform((v) => v.replace(/^"(.*)"$/, '$1'));
const localizedText = z.union([text(1000), LocalizedSchema], { error: 'Texte attendu' });

/** The rules a key has beyond the type of its default. */
const specific: Partial<Record<SettingKey, z.ZodType>> = {
  max_order_items: int(1, 50),
  default_currency: oneOf(['MAD', 'EUR', 'USD']),
  default_language: oneOf(['fr', 'ar', 'en']),
  timezone,
  admin_email: emailOrEmpty,
  company_name: required(120),
  company_email: z.email('Adresse email invalide').max(254),
  company_phone: required(40),
  company_address: required(300),
  company_description: localizedText,
  delivery_price_casablanca: money,
  delivery_price_rabat: money,
  delivery_price_marrakech: money,
  delivery_price_national: money,
  free_delivery_threshold: money,
  express_delivery_fee: money,
  delivery_time_casablanca: int(0, 60),
  delivery_time_rabat: int(0, 60),
  delivery_time_marrakech: int(0, 60),
  delivery_time_national: int(0, 60),
  delivery_instructions: text(2000),
  delivery_window_start: time,
  delivery_window_end: time,
  bank_transfer_expiry_days: int(1, 30),
  ai_provider: oneOf(['openai', 'gemini']),
  mail_mailer: oneOf(['smtp', 'sendgrid']),
  mail_port: int(1, 65535),
  mail_encryption: oneOf(['none', 'tls', 'ssl']),
  mail_from_address: emailOrEmpty,
  stripe_public_key: z.union([z.literal(''), z.string().regex(/^pk_(test|live)_\w+$/)], {
    error: 'Clé publique Stripe invalide (pk_test_… ou pk_live_…)',
  }),
  openai_api_key: secret,
  gemini_api_key: secret,
  mail_password: secret,
  sendgrid_api_key: secret,
  stripe_secret_key: secret,
  stripe_webhook_secret: secret,
  privacy_content: text(100_000),
  terms_content: text(100_000),
  faq_content: text(100_000),
};

/** A validator for a key with no specific rule, from the type of its default. */
function fromDefault(value: unknown): z.ZodType {
  if (typeof value === 'boolean') return z.boolean({ error: 'Valeur oui/non attendue' });
  if (typeof value === 'number') return int(0, 1_000_000);
  if (typeof value === 'string') return text(1000);
  return localizedText;
}

export const settingValidators = Object.fromEntries(
  (Object.keys(settingDefaults) as SettingKey[]).map((key) => [key, specific[key] ?? fromDefault(settingDefaults[key])]),
) as Record<SettingKey, z.ZodType>;

export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(settingDefaults, key);
