import { z } from 'zod';
import { LocalizedSchema } from './common.js';
import { slotsValid } from './delivery-slots.js';
import { aiProviders, courierProviders, currencies, languages, mailEncryptions, mailers, paymentProviders } from './option-lists.js';

/**
 * Every platform setting, defined once (back office spec §3 and §9): the rule a saved value must
 * pass, its default, who may read it, and the tab of the back office that edits it. The defaults,
 * the public and admin answers, the masking of secrets and the admin form's validation all derive
 * from this table.
 */

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
const bool = z.boolean({ error: 'Valeur oui/non attendue' });
const text = (max: number) => z.string({ error: 'Texte attendu' }).trim().max(max);
const required = (max: number) => text(max).min(1, 'Ce champ est requis');
const oneOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: `Valeur attendue : ${values.join(', ')}` });
const email = z.email('Adresse email invalide').max(254);
const emailOrEmpty = z.union([z.literal(''), email], { error: 'Adresse email invalide' });
const time = z.string({ error: 'Heure attendue' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Heure invalide (HH:MM)');
/** Delivery slots of a zone, "09:00-13:00,13:00-17:00": each starts before it ends, in order, none overlapping. */
const slotList = z
  .string({ error: 'Créneaux attendus (ex. 09:00-13:00,13:00-17:00)' })
  .transform((v) => v.replace(/[\s–—]/g, (c) => (c.trim() ? '-' : '')))
  .refine(slotsValid, 'Créneaux invalides : HH:MM-HH:MM séparés par des virgules, dans l’ordre, sans chevauchement');
/** Weekdays without delivery, "0,6" (0 = Sunday … 6 = Saturday); empty = every day. */
const weekdays = z
  .string({ error: 'Jours attendus (ex. 0,6)' })
  .transform((v) => [...new Set(v.split(',').map((d) => d.trim()).filter(Boolean))].sort().join(','))
  .refine((v) => /^([0-6](,[0-6])*)?$/.test(v), 'Jours invalides : 0 (dimanche) à 6 (samedi), séparés par des virgules');
/** Older clients send AI keys wrapped in quotes: keep only the key. */
const secret = text(500).transform((v) => v.replace(/^"(.*)"$/, '$1'));
const localizedText = z.union([text(1000), LocalizedSchema], { error: 'Texte attendu' });
const stripePublicKey = z.union([z.literal(''), z.string().regex(/^pk_(test|live)_\w+$/)], {
  error: 'Clé publique Stripe invalide (pk_test_… ou pk_live_…)',
});

const DEFAULT_SLOTS = '09:00-13:00,13:00-17:00,17:00-21:00';

/** CMI's test gateway, until the bank gives the production address. */
export const CMI_TEST_GATEWAY = 'https://testpayment.cmi.co.ma/fim/est3Dgate';
const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;
/**
 * The card form is posted there with the customer's name and e-mail: https only. Plain http is
 * accepted for a loopback host alone (a local CMI double), which the outbound policy still guards.
 */
const httpsAddress = z
  .string({ error: 'Adresse https:// attendue' })
  .trim()
  .max(500)
  .refine((v) => {
    try {
      const url = new URL(v);
      return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.test(url.hostname));
    } catch {
      return false;
    }
  }, 'Adresse de passerelle invalide : une adresse https://… est attendue (ex. https://testpayment.cmi.co.ma/fim/est3Dgate)');

/** An API address that may stay empty: https, or http on a loopback host (a local double). */
const apiAddressOrEmpty = z.union([z.literal(''), httpsAddress], { error: 'Adresse d’API invalide : une adresse https://… est attendue' });

export type SettingAccess = 'public' | 'admin' | 'secret';
export type SettingTab = 'general' | 'company' | 'delivery' | 'integrations' | 'content';

const define = <A extends SettingAccess, T>(tab: SettingTab, access: A, rule: z.ZodType<T, unknown>, defaultValue: NoInfer<T>) => ({
  tab,
  access,
  rule,
  default: defaultValue,
});

export const settingDefinitions = {
  maintenance_mode: define('general', 'public', bool, false),
  user_registration: define('general', 'public', bool, true),
  max_order_items: define('general', 'public', int(1, 50), 10),
  default_currency: define('general', 'public', oneOf(currencies), 'MAD'),
  default_language: define('general', 'public', oneOf(languages), 'fr'),
  notify_new_orders: define('general', 'admin', bool, true),
  notify_new_users: define('general', 'admin', bool, false),
  admin_email: define('general', 'admin', emailOrEmpty, ''),
  /** How many days before a saved occasion its reminder is sent. */
  reminder_days_before: define('general', 'admin', int(1, 30), 7),
  /** Hours after a checkout is left before its one reminder goes (0: at the next run, for trying it). */
  cart_reminder_delay_hours: define('general', 'admin', int(0, 168), 4),

  company_name: define('company', 'public', required(120), 'Cadeaux Maroc'),
  company_email: define('company', 'public', email, 'bonjour@cadeaux.ma'),
  company_phone: define('company', 'public', required(40), '+212 5 22 00 00 00'),
  company_address: define('company', 'public', required(300), '12 rue des Orfèvres, Casablanca'),
  company_city: define('company', 'public', text(80), 'Casablanca'),
  company_description: define('company', 'public', localizedText, {
    fr: 'Des cadeaux élégants et discrets, livrés partout au Maroc.',
    ar: 'هدايا أنيقة وسرية، تُسلَّم في جميع أنحاء المغرب.',
    en: 'Elegant, discreet gifts delivered anywhere in Morocco.',
  } as z.output<typeof localizedText>),
  whatsapp_number: define('company', 'public', text(1000), '+212600000000'),
  telegram_handle: define('company', 'public', text(1000), 'cadeauxmaroc'),
  // The seller's legal identity, printed on every invoice and credit note (frozen in each when issued).
  company_legal_name: define('company', 'admin', text(200), 'Cadeaux Maroc SARL'),
  company_ice: define('company', 'admin', text(40), ''),
  company_if: define('company', 'admin', text(40), ''),
  company_rc: define('company', 'admin', text(60), ''),
  company_tp: define('company', 'admin', text(40), ''),
  company_cnss: define('company', 'admin', text(40), ''),
  bank_beneficiary: define('company', 'public', text(1000), 'Cadeaux Maroc SARL'),
  bank_name: define('company', 'public', text(1000), 'Banque Populaire'),
  bank_iban: define('company', 'public', text(1000), 'MA64 0117 8000 0012 3456 7890 1234'),
  bank_bic: define('company', 'public', text(1000), 'BCPOMAMC'),
  /** The CNDP's receipt number for the shop's declaration (law 09-08); shown in the footer and on /privacy once set. */
  cndp_declaration: define('company', 'public', text(80), ''),

  delivery_casablanca: define('delivery', 'public', bool, true),
  delivery_rabat: define('delivery', 'public', bool, true),
  delivery_marrakech: define('delivery', 'public', bool, true),
  delivery_national: define('delivery', 'public', bool, true),
  delivery_price_casablanca: define('delivery', 'public', money, '25.00'),
  delivery_price_rabat: define('delivery', 'public', money, '35.00'),
  delivery_price_marrakech: define('delivery', 'public', money, '40.00'),
  delivery_price_national: define('delivery', 'public', money, '60.00'),
  delivery_time_casablanca: define('delivery', 'public', int(0, 60), 1),
  delivery_time_rabat: define('delivery', 'public', int(0, 60), 2),
  delivery_time_marrakech: define('delivery', 'public', int(0, 60), 2),
  delivery_time_national: define('delivery', 'public', int(0, 60), 3),
  free_delivery_threshold: define('delivery', 'public', money, '500.00'),
  anonymous_delivery: define('delivery', 'public', bool, true),
  express_delivery: define('delivery', 'public', bool, true),
  express_delivery_fee: define('delivery', 'public', money, '50.00'),
  // Express (2–4 h) runs "in parts of Casablanca and Rabat" (storefront spec §9): offered per zone.
  express_casablanca: define('delivery', 'public', bool, true),
  express_rabat: define('delivery', 'public', bool, true),
  express_marrakech: define('delivery', 'public', bool, false),
  express_national: define('delivery', 'public', bool, false),
  delivery_instructions: define('delivery', 'public', text(2000), ''),
  delivery_window_start: define('delivery', 'public', time, '09:00'),
  delivery_window_end: define('delivery', 'public', time, '19:00'),
  // Days an unpaid transfer order holds its stock: two leave time for a classic transfer without tying the shelf up longer.
  bank_transfer_expiry_days: define('delivery', 'public', int(1, 30), 2),
  // How long an e-gift code stays valid from the day its e-card is sent (shown on the e-card).
  gift_code_validity_months: define('delivery', 'admin', int(1, 60), 12),
  /** Days the recipient's link to give their address lives; then one reminder, then the sender and the shop are told. */
  recipient_claim_days: define('delivery', 'admin', int(1, 30), 7),
  /** A recipient who takes a cheaper gift (a gift's `swappable`): the difference goes back to the sender only when on (decision 051). */
  swap_refund_difference: define('delivery', 'admin', bool, false),
  // Slots, same-day cut-off and days off per zone (docs/decisions/023-delivery-slots-and-holidays.md).
  delivery_slots_casablanca: define('delivery', 'public', slotList, DEFAULT_SLOTS),
  delivery_slots_rabat: define('delivery', 'public', slotList, DEFAULT_SLOTS),
  delivery_slots_marrakech: define('delivery', 'public', slotList, DEFAULT_SLOTS),
  delivery_slots_national: define('delivery', 'public', slotList, DEFAULT_SLOTS),
  delivery_cutoff_casablanca: define('delivery', 'public', time, '14:00'),
  delivery_cutoff_rabat: define('delivery', 'public', time, '14:00'),
  delivery_cutoff_marrakech: define('delivery', 'public', time, '14:00'),
  delivery_cutoff_national: define('delivery', 'public', time, '14:00'),
  delivery_days_off_casablanca: define('delivery', 'public', weekdays, ''),
  delivery_days_off_rabat: define('delivery', 'public', weekdays, ''),
  delivery_days_off_marrakech: define('delivery', 'public', weekdays, ''),
  // The national carriers do not deliver on Sunday.
  delivery_days_off_national: define('delivery', 'public', weekdays, '0'),

  ai_provider: define('integrations', 'admin', oneOf(aiProviders), 'openai'),
  openai_api_key: define('integrations', 'secret', secret, ''),
  gemini_api_key: define('integrations', 'secret', secret, ''),
  mail_mailer: define('integrations', 'admin', oneOf(mailers), 'smtp'),
  mail_host: define('integrations', 'admin', text(253), ''),
  mail_port: define('integrations', 'admin', int(1, 65535), 587),
  mail_username: define('integrations', 'admin', text(1000), ''),
  mail_password: define('integrations', 'secret', secret, ''),
  mail_encryption: define('integrations', 'admin', oneOf(mailEncryptions), 'tls'),
  mail_from_address: define('integrations', 'admin', emailOrEmpty, ''),
  /** The sender's name on e-mails; empty = the company name. */
  mail_from_name: define('integrations', 'admin', text(120), ''),
  sendgrid_api_key: define('integrations', 'secret', secret, ''),
  stripe_public_key: define('integrations', 'public', stripePublicKey, ''),
  stripe_secret_key: define('integrations', 'secret', secret, ''),
  stripe_webhook_secret: define('integrations', 'secret', secret, ''),
  // The card provider the checkout uses; one that is not set up yet leaves the choice to Stripe, then test mode.
  payment_provider: define('integrations', 'admin', oneOf(paymentProviders), 'stripe'),
  cmi_client_id: define('integrations', 'admin', text(40), ''),
  cmi_store_key: define('integrations', 'secret', secret, ''),
  cmi_gateway_url: define('integrations', 'admin', httpsAddress, CMI_TEST_GATEWAY),
  cmi_api_user: define('integrations', 'admin', text(120), ''),
  cmi_api_password: define('integrations', 'secret', secret, ''),
  // Cash at a Wafacash agency through Binga (decision 052): its store id and private key; no key, no cash codes.
  /** Empty: Binga's own address (https://api.binga.ma/bingaApi/api); in a demo shop, the built-in Binga double. */
  binga_api_url: define('integrations', 'admin', apiAddressOrEmpty, ''),
  binga_merchant_id: define('integrations', 'admin', text(40), ''),
  binga_merchant_secret: define('integrations', 'secret', secret, ''),
  // Who carries the parcels: the shop's own couriers, or a courier company's API (decision 049).
  courier_provider: define('integrations', 'admin', oneOf(courierProviders), 'own'),
  /** Empty: Sendit's own address (https://app.sendit.ma/api/v1); in a demo shop, the built-in Sendit double. */
  sendit_api_url: define('integrations', 'admin', apiAddressOrEmpty, ''),
  sendit_public_key: define('integrations', 'admin', text(200), ''),
  sendit_secret_key: define('integrations', 'secret', secret, ''),

  // The content pages' markdown: the French under the first keys, then the Arabic and English (empty: the French shows).
  privacy_content: define('content', 'admin', text(100_000), ''),
  terms_content: define('content', 'admin', text(100_000), ''),
  faq_content: define('content', 'admin', text(100_000), ''),
  privacy_content_ar: define('content', 'admin', text(100_000), ''),
  terms_content_ar: define('content', 'admin', text(100_000), ''),
  faq_content_ar: define('content', 'admin', text(100_000), ''),
  privacy_content_en: define('content', 'admin', text(100_000), ''),
  terms_content_en: define('content', 'admin', text(100_000), ''),
  faq_content_en: define('content', 'admin', text(100_000), ''),
};

type Definitions = typeof settingDefinitions;
export type SettingKey = keyof Definitions;
export type Settings = { -readonly [K in SettingKey]: Definitions[K]['default'] };
type KeysWith<A extends SettingAccess> = { [K in SettingKey]: Definitions[K]['access'] extends A ? K : never }[SettingKey];
export type PublicSettingKey = KeysWith<'public'>;

const allKeys = Object.keys(settingDefinitions) as SettingKey[];
const keysWhere = (test: (d: Definitions[SettingKey]) => boolean) => allKeys.filter((k) => test(settingDefinitions[k]));

export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(settingDefinitions, key);
export const settingDefaults = Object.fromEntries(allKeys.map((k) => [k, settingDefinitions[k].default])) as Settings;
/** What a visitor may read: company info, bank details for transfers, delivery fees, contact numbers. */
export const publicSettingKeys = keysWhere((d) => d.access === 'public') as PublicSettingKey[];
/** Write-only values: an admin reads them masked, and saving the mask keeps the stored value. */
export const secretSettingKeys = keysWhere((d) => d.access === 'secret');
/** The keys one tab of the back office's settings screen edits. */
export const settingKeysIn = (tab: SettingTab) => keysWhere((d) => d.tab === tab);

/** A secret as the admin reads it; sending it back unchanged keeps the stored value. */
export const SECRET_MASK = '••••••••';

/** The type a stored value has on the wire, read off its default (rules with transforms cannot describe an answer). */
const answerSchema = (value: unknown): z.ZodType => {
  if (typeof value === 'boolean') return z.boolean();
  if (typeof value === 'number') return z.number();
  if (typeof value === 'string') return z.string();
  return z.union([z.string(), LocalizedSchema]);
};
const answerShape = (keys: readonly SettingKey[]) => Object.fromEntries(keys.map((k) => [k, answerSchema(settingDefinitions[k].default)]));

const CompanyInfoSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  description: z.union([z.string(), LocalizedSchema]),
});

/** What `GET /api/settings` answers a visitor. */
export const PublicSettingsSchema = z.object({
  ...answerShape(publicSettingKeys),
  /** Not stored: a demo shop (or one accepting test cards) shows the "Boutique de démonstration" ribbon. */
  demo_mode: z.boolean(),
  company_info: CompanyInfoSchema,
}) as unknown as z.ZodType<Pick<Settings, PublicSettingKey> & { demo_mode: boolean; company_info: z.infer<typeof CompanyInfoSchema> }>;
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;

/** What an admin reads: every setting, secrets shown as SECRET_MASK when set (empty when not). */
export const AdminSettingsSchema = z.object({
  ...answerShape(allKeys),
  demo_mode: z.boolean(),
  company_info: CompanyInfoSchema,
}) as unknown as z.ZodType<Settings & { demo_mode: boolean; company_info: z.infer<typeof CompanyInfoSchema> }>;
export type AdminSettings = z.infer<typeof AdminSettingsSchema>;

/**
 * `PATCH /api/settings`: the changed settings of a screen, `{ key: value, … }`, saved all together
 * or, when one is refused, none: the refusal is `invalid_data` with one issue per refused key
 * (`{ path: key, message }`). The answer is the saved values as the admin reads them (secrets masked).
 */
export const SettingsPatchSchema = z
  .record(z.string().min(1).max(100), z.unknown())
  .refine((changes) => Object.keys(changes).length > 0, 'Aucun paramètre à enregistrer')
  .refine((changes) => Object.keys(changes).length <= allKeys.length, 'Trop de paramètres');
export type SettingsPatch = Partial<Record<SettingKey, unknown>>;
export const SettingsSavedSchema = z.record(z.string(), z.unknown()) as unknown as z.ZodType<Partial<Settings>>;

/** `POST /api/settings`: one key, saved like a patch of that key alone. */
export const SettingUpdateSchema = z.object({
  key: z.string().min(1, 'Paramètre requis').max(100),
  value: z.unknown(),
});
export type SettingUpdate = z.infer<typeof SettingUpdateSchema>;
export const SettingSavedSchema = z.object({ key: z.string(), value: z.unknown() });
