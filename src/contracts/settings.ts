import { z } from 'zod';
import { LocalizedSchema } from './common.js';

const money = z.string();

/** What `GET /api/settings` answers a visitor. An admin gets every key (secrets masked). */
export const PublicSettingsSchema = z
  .object({
    maintenance_mode: z.boolean(),
    user_registration: z.boolean(),
    max_order_items: z.number(),
    default_currency: z.string(),
    default_language: z.string(),
    company_name: z.string(),
    company_email: z.string(),
    company_phone: z.string(),
    company_address: z.string(),
    company_city: z.string(),
    company_description: z.union([z.string(), LocalizedSchema]),
    whatsapp_number: z.string(),
    telegram_handle: z.string(),
    delivery_casablanca: z.boolean(),
    delivery_rabat: z.boolean(),
    delivery_marrakech: z.boolean(),
    delivery_national: z.boolean(),
    delivery_price_casablanca: money,
    delivery_price_rabat: money,
    delivery_price_marrakech: money,
    delivery_price_national: money,
    delivery_time_casablanca: z.number(),
    delivery_time_rabat: z.number(),
    delivery_time_marrakech: z.number(),
    delivery_time_national: z.number(),
    free_delivery_threshold: money,
    anonymous_delivery: z.boolean(),
    express_delivery: z.boolean(),
    express_delivery_fee: money,
    delivery_instructions: z.string(),
    delivery_window_start: z.string(),
    delivery_window_end: z.string(),
    bank_beneficiary: z.string(),
    bank_name: z.string(),
    bank_iban: z.string(),
    bank_bic: z.string(),
    bank_transfer_expiry_days: z.number(),
    stripe_public_key: z.string(),
    /** Not stored: a demo shop (or one accepting test cards) shows the "Boutique de démonstration" ribbon. */
    demo_mode: z.boolean(),
    company_info: z.object({
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      address: z.string(),
      city: z.string(),
      description: z.union([z.string(), LocalizedSchema]),
    }),
  })
  .passthrough();
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;

/** What an admin reads: every setting, secrets shown as SECRET_MASK when set (empty when not). */
export const AdminSettingsSchema = PublicSettingsSchema.extend({
  timezone: z.string(),
  notify_new_orders: z.boolean(),
  notify_new_users: z.boolean(),
  admin_email: z.string(),
  ai_provider: z.string(),
  openai_api_key: z.string(),
  gemini_api_key: z.string(),
  mail_mailer: z.string(),
  mail_host: z.string(),
  mail_port: z.number(),
  mail_username: z.string(),
  mail_password: z.string(),
  mail_encryption: z.string(),
  mail_from_address: z.string(),
  sendgrid_api_key: z.string(),
  stripe_secret_key: z.string(),
  stripe_webhook_secret: z.string(),
  privacy_content: z.string(),
  terms_content: z.string(),
  faq_content: z.string(),
});
export type AdminSettings = z.infer<typeof AdminSettingsSchema>;

/** A secret as the admin reads it; sending it back unchanged keeps the stored value. */
export const SECRET_MASK = '••••••••';

/** `POST /api/settings`: one key at a time; the server knows each key's rules. */
export const SettingUpdateSchema = z.object({
  key: z.string().min(1, 'Paramètre requis').max(100),
  value: z.unknown(),
});
export type SettingUpdate = z.infer<typeof SettingUpdateSchema>;
export const SettingSavedSchema = z.object({ key: z.string(), value: z.unknown() });

/** The ten cities the shop delivers to (storefront spec §9). */
export const servedCities = [
  'Casablanca',
  'Rabat',
  'Marrakech',
  'Fès',
  'Tanger',
  'Agadir',
  'Meknès',
  'Oujda',
  'Kénitra',
  'Témara',
] as const;
export type ServedCity = (typeof servedCities)[number];
