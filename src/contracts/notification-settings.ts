import { z } from 'zod';

/**
 * The notification settings screen (back office spec §2, §3): which messages the shop sends, the
 * SMS and WhatsApp HTTP APIs, and the SMTP server. The smtp* fields are the platform settings'
 * mail_* keys seen from this screen (one configuration, two screens).
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

export const SmtpFieldsSchema = z.object({
  smtpHost: z.string({ error: 'Texte attendu' }).trim().max(253, 'Nom d’hôte trop long'),
  smtpPort: z
    .number({ error: 'Nombre entier attendu' })
    .int('Nombre entier attendu')
    .min(1, 'Le port doit être compris entre 1 et 65535')
    .max(65535, 'Le port doit être compris entre 1 et 65535'),
  smtpUser: z.string({ error: 'Texte attendu' }).trim().max(500),
  smtpPassword: key,
  smtpSecure: bool,
  smtpFromEmail: z.union([z.literal(''), z.email('Adresse email invalide').max(254)], { error: 'Adresse email invalide' }),
  smtpFromName: z.string({ error: 'Texte attendu' }).trim().max(120, '120 caractères au plus'),
});

export const NotificationSettingsSchema = StoredNotificationSettingsSchema.extend(SmtpFieldsSchema.shape);
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** `PUT /api/notification-settings`: any subset of the fields (the screen sends one at a time). */
export const NotificationSettingsUpdateSchema = NotificationSettingsSchema.partial().strict();
export type NotificationSettingsUpdate = z.infer<typeof NotificationSettingsUpdateSchema>;

/** Write-only fields: read back as the mask when set; saving the mask keeps them. */
export const notificationSecretFields = ['whatsappApiKey', 'smsApiKey', 'smtpPassword'] as const;

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
