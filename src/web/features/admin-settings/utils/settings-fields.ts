import { aiProviders, courierProviders, currencies, languages, mailEncryptions, mailers, paymentProviders } from '@contracts/option-lists';
import type { SettingKey, SettingTab } from '@contracts/settings';

export type FieldKind = 'switch' | 'text' | 'email' | 'number' | 'money' | 'time' | 'select' | 'textarea' | 'secret' | 'localized' | 'weekdays';

export interface SettingField {
  key: SettingKey;
  kind: FieldKind;
  /** For a select: its values (labels are texts `options.<key>.<value>` when `labelled`). */
  options?: readonly string[];
  labelled?: boolean;
  /** Shown only while this switch is on (the express fee while express delivery is on). */
  shownWhen?: SettingKey;
  /** Written left to right whatever the page's direction (IBAN, keys, e-mails). */
  ltr?: boolean;
  /** A switch felt by every visitor at once: asked again (texts `confirm.<key>.on|off`) before it saves. */
  confirm?: boolean;
}
export interface SettingSection {
  id: string;
  fields: SettingField[];
}

const zones = ['casablanca', 'rabat', 'marrakech', 'national'] as const;

/** The settings screen's tabs, their sections and fields (spec 001 §2), in the order they show. */
export const settingsLayout: Record<Exclude<SettingTab, 'content'>, SettingSection[]> = {
  general: [
    { id: 'shop', fields: [{ key: 'maintenance_mode', kind: 'switch', confirm: true }, { key: 'user_registration', kind: 'switch' }] },
    {
      id: 'orders',
      fields: [
        { key: 'max_order_items', kind: 'number' },
        { key: 'default_currency', kind: 'select', options: currencies },
        { key: 'default_language', kind: 'select', options: languages, labelled: true },
      ],
    },
    {
      id: 'notifications',
      fields: [
        { key: 'notify_new_orders', kind: 'switch' },
        { key: 'notify_new_users', kind: 'switch' },
        { key: 'admin_email', kind: 'email', ltr: true },
        { key: 'reminder_days_before', kind: 'number' },
        { key: 'cart_reminder_delay_hours', kind: 'number' },
      ],
    },
  ],
  company: [
    {
      id: 'company',
      fields: [
        { key: 'company_name', kind: 'text' },
        { key: 'company_email', kind: 'email', ltr: true },
        { key: 'company_phone', kind: 'text', ltr: true },
        { key: 'company_address', kind: 'text' },
        { key: 'company_city', kind: 'text' },
        { key: 'company_description', kind: 'localized' },
        { key: 'whatsapp_number', kind: 'text', ltr: true },
        { key: 'telegram_handle', kind: 'text', ltr: true },
      ],
    },
    {
      id: 'legal',
      fields: [
        { key: 'company_legal_name', kind: 'text' },
        { key: 'company_ice', kind: 'text', ltr: true },
        { key: 'company_if', kind: 'text', ltr: true },
        { key: 'company_rc', kind: 'text', ltr: true },
        { key: 'company_tp', kind: 'text', ltr: true },
        { key: 'company_cnss', kind: 'text', ltr: true },
      ],
    },
    {
      id: 'bank',
      fields: [
        { key: 'bank_beneficiary', kind: 'text' },
        { key: 'bank_name', kind: 'text' },
        { key: 'bank_iban', kind: 'text', ltr: true },
        { key: 'bank_bic', kind: 'text', ltr: true },
      ],
    },
    {
      id: 'dataProtection',
      fields: [{ key: 'cndp_declaration', kind: 'text', ltr: true }],
    },
  ],
  delivery: [
    ...zones.map((zone) => ({
      id: `zone_${zone}`,
      fields: [
        { key: `delivery_${zone}`, kind: 'switch' },
        { key: `delivery_price_${zone}`, kind: 'money' },
        { key: `delivery_time_${zone}`, kind: 'number' },
        { key: `express_${zone}`, kind: 'switch' },
        { key: `delivery_slots_${zone}`, kind: 'text', ltr: true },
        { key: `delivery_cutoff_${zone}`, kind: 'time' },
        { key: `delivery_days_off_${zone}`, kind: 'weekdays' },
      ] satisfies SettingField[],
    })),
    {
      id: 'options',
      fields: [
        { key: 'free_delivery_threshold', kind: 'money' },
        { key: 'anonymous_delivery', kind: 'switch' },
        { key: 'express_delivery', kind: 'switch' },
        { key: 'express_delivery_fee', kind: 'money', shownWhen: 'express_delivery' },
        { key: 'delivery_window_start', kind: 'time' },
        { key: 'delivery_window_end', kind: 'time' },
        { key: 'delivery_instructions', kind: 'textarea' },
        { key: 'bank_transfer_expiry_days', kind: 'number' },
        { key: 'gift_code_validity_months', kind: 'number' },
        { key: 'recipient_claim_days', kind: 'number' },
        { key: 'swap_refund_difference', kind: 'switch' },
      ],
    },
  ],
  integrations: [
    {
      id: 'ai',
      fields: [
        { key: 'ai_provider', kind: 'select', options: aiProviders, labelled: true },
        { key: 'openai_api_key', kind: 'secret' },
        { key: 'gemini_api_key', kind: 'secret' },
      ],
    },
    {
      id: 'mail',
      fields: [
        { key: 'mail_mailer', kind: 'select', options: mailers, labelled: true },
        { key: 'mail_host', kind: 'text', ltr: true },
        { key: 'mail_port', kind: 'number' },
        { key: 'mail_username', kind: 'text', ltr: true },
        { key: 'mail_password', kind: 'secret' },
        { key: 'mail_encryption', kind: 'select', options: mailEncryptions, labelled: true },
        { key: 'mail_from_address', kind: 'email', ltr: true },
        { key: 'mail_from_name', kind: 'text' },
        { key: 'sendgrid_api_key', kind: 'secret' },
      ],
    },
    {
      id: 'payments',
      fields: [
        { key: 'stripe_public_key', kind: 'text', ltr: true },
        { key: 'stripe_secret_key', kind: 'secret' },
        { key: 'stripe_webhook_secret', kind: 'secret' },
      ],
    },
    {
      id: 'cmi',
      fields: [
        { key: 'payment_provider', kind: 'select', options: paymentProviders, labelled: true },
        { key: 'cmi_client_id', kind: 'text', ltr: true },
        { key: 'cmi_store_key', kind: 'secret' },
        { key: 'cmi_gateway_url', kind: 'text', ltr: true },
        { key: 'cmi_api_user', kind: 'text', ltr: true },
        { key: 'cmi_api_password', kind: 'secret' },
      ],
    },
    {
      id: 'binga',
      fields: [
        { key: 'binga_api_url', kind: 'text', ltr: true },
        { key: 'binga_merchant_id', kind: 'text', ltr: true },
        { key: 'binga_merchant_secret', kind: 'secret' },
      ],
    },
    {
      id: 'courier',
      fields: [
        { key: 'courier_provider', kind: 'select', options: courierProviders, labelled: true },
        { key: 'sendit_api_url', kind: 'text', ltr: true },
        { key: 'sendit_public_key', kind: 'text', ltr: true },
        { key: 'sendit_secret_key', kind: 'secret' },
      ],
    },
  ],
};

export const fieldsOf = (tab: keyof typeof settingsLayout) => settingsLayout[tab].flatMap((s) => s.fields);
