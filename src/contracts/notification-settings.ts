import { z } from 'zod';
import { mailEncryptions } from './option-lists.js';
import { settingDefinitions } from './settings.js';

/**
 * The notification settings screen (back office spec §2, §3): which messages the shop sends, the
 * SMS and WhatsApp HTTP APIs, and the SMTP server. The SMTP fields are the platform settings'
 * mail_* keys, under the same names (one configuration, one name, two screens).
 */

const bool = z.boolean({ error: 'Valeur oui/non attendue' });
const url = z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Adresse URL invalide (https://…)' }).max(500)], {
  error: 'Adresse URL invalide (https://…)',
});
const key = z.string({ error: 'Texte attendu' }).trim().max(500);

export const NotificationTogglesSchema = z.object({
  emailEnabled: bool,
  emailAccountCreation: bool,
  emailPasswordReset: bool,
  emailOrderStatus: bool,
  emailOrderDelivered: bool,
  emailNewReview: bool,
  smsEnabled: bool,
  smsAccountCreation: bool,
  smsOrderStatus: bool,
  smsOrderDelivered: bool,
});

/** What is stored in the `notification_settings` row (the SMTP fields live in the mail_* settings). */
export const StoredNotificationSettingsSchema = NotificationTogglesSchema.extend({
  whatsappApiUrl: url,
  whatsappApiKey: key,
  smsApiUrl: url,
  smsApiKey: key,
});

/**
 * The SMTP fields: the platform settings' mail_* keys under their own names (Paramètres › API shows
 * the same values), answered as stored.
 */
export const mailSettingKeys = ['mail_host', 'mail_port', 'mail_username', 'mail_password', 'mail_encryption', 'mail_from_address', 'mail_from_name'] as const;
export type MailSettingKey = (typeof mailSettingKeys)[number];

export const SmtpFieldsSchema = z.object({
  mail_host: z.string(),
  mail_port: z.number(),
  mail_username: z.string(),
  mail_password: z.string(),
  mail_encryption: z.enum(mailEncryptions),
  mail_from_address: z.string(),
  mail_from_name: z.string(),
});

export const NotificationSettingsSchema = StoredNotificationSettingsSchema.extend(SmtpFieldsSchema.shape);
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** `PUT /api/notification-settings`: any subset of the fields; the SMTP ones are checked by their settings' own rules. */
export const NotificationSettingsUpdateSchema = StoredNotificationSettingsSchema.partial()
  .extend(Object.fromEntries(mailSettingKeys.map((key) => [key, settingDefinitions[key].rule.optional()])) as { [K in MailSettingKey]: z.ZodOptional<(typeof settingDefinitions)[K]['rule']> })
  .strict();
export type NotificationSettingsUpdate = Partial<NotificationSettings>;

/** Write-only fields: read back as the mask when set; saving the mask keeps them. */
export const notificationSecretFields = ['whatsappApiKey', 'smsApiKey', 'mail_password'] as const;

export const notificationDefaults: z.infer<typeof StoredNotificationSettingsSchema> = {
  emailEnabled: true,
  emailAccountCreation: true,
  emailPasswordReset: true,
  emailOrderStatus: true,
  emailOrderDelivered: true,
  emailNewReview: true,
  smsEnabled: false,
  smsAccountCreation: false,
  smsOrderStatus: true,
  smsOrderDelivered: true,
  whatsappApiUrl: '',
  whatsappApiKey: '',
  smsApiUrl: '',
  smsApiKey: '',
};

/** `POST /api/test-email`: to the admin e-mail setting, or to this address. */
export const TestEmailSchema = z.object({ email: z.email('Adresse email invalide').max(254).optional() }).nullish();
export const MessageAnswerSchema = z.object({ message: z.string() });

export const OutboxStatusSchema = z.enum(['pending', 'sending', 'sent', 'failed', 'held']);
export type OutboxStatus = z.infer<typeof OutboxStatusSchema>;

export const OutboxQuerySchema = z.object({
  status: OutboxStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const OutboxEntrySchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms', 'whatsapp']),
  recipient: z.string(),
  template: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  status: OutboxStatusSchema,
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string(),
});
export type OutboxEntry = z.infer<typeof OutboxEntrySchema>;

export const OutboxPageSchema = z.object({
  entries: z.array(OutboxEntrySchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  /** Messages per status, over the whole outbox (the filters' figures). */
  counts: z.object({ pending: z.number(), sending: z.number(), sent: z.number(), failed: z.number(), held: z.number() }),
});
export type OutboxPage = z.infer<typeof OutboxPageSchema>;
