import { eq } from 'drizzle-orm';
import {
  mailSettingKeys,
  notificationDefaults,
  notificationSecretFields,
  StoredNotificationSettingsSchema,
  type NotificationSettings,
  type MailSettingKey,
  type NotificationSettingsUpdate,
} from '../../../contracts/notification-settings.js';
import type { MailEncryption } from '../../../contracts/option-lists.js';
import { SECRET_MASK } from '../../../contracts/settings.js';
import type { DbOrTx } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';
import { checkUrlOnSave, type OutboundPolicy } from '../../lib/outbound/outbound.js';
import { saveSettings, readSettingsOf } from '../settings/index.js';

export const NOTIFICATION_SETTINGS_KEY = 'notification_settings';
type Stored = typeof notificationDefaults;

/** The stored toggles and SMS/WhatsApp APIs over the defaults; a stored field that no longer validates falls back. */
export async function readStoredNotificationSettings(db: DbOrTx): Promise<Stored> {
  const [row] = await db.select().from(settings).where(eq(settings.key, NOTIFICATION_SETTINGS_KEY)).limit(1);
  return storedNotificationSettings(row?.value);
}

/** The same, from the row's value when the caller read it with other settings (settings/service.ts readStoredValues). */
export function storedNotificationSettings(value: unknown): Stored {
  const stored = (value ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = { ...notificationDefaults };
  const shape = StoredNotificationSettingsSchema.shape;
  for (const [field, given] of Object.entries(stored)) {
    if (!Object.hasOwn(shape, field)) continue;
    const parsed = shape[field as keyof typeof shape].safeParse(given);
    if (parsed.success) out[field] = parsed.data;
  }
  return out as Stored;
}

/** Every field with its real value (secrets included): for the senders, never for an answer. */
export async function readNotificationSettings(db: DbOrTx): Promise<NotificationSettings> {
  const [stored, mail] = await Promise.all([readStoredNotificationSettings(db), readSettingsOf(db, mailSettingKeys)]);
  return { ...stored, ...mail, mail_encryption: mail.mail_encryption as MailEncryption };
}

const masked = (value: string) => (value ? SECRET_MASK : '');

/** What the admin reads: secrets as the mask when set, empty when not. */
export async function readNotificationSettingsForAdmin(db: DbOrTx): Promise<NotificationSettings> {
  const s = await readNotificationSettings(db);
  return { ...s, mail_password: masked(s.mail_password), smsApiKey: masked(s.smsApiKey), whatsappApiKey: masked(s.whatsappApiKey) };
}

const isMailKey = (field: string): field is MailSettingKey => (mailSettingKeys as readonly string[]).includes(field);

/**
 * Saves the fields sent, in one transaction: the SMTP fields through the settings' one save (their
 * rules, the host check, refusals by key), the rest in their own row. A secret sent back as the
 * mask keeps its stored value.
 */
export async function updateNotificationSettings(db: DbOrTx, changes: NotificationSettingsUpdate, policy: OutboundPolicy) {
  for (const field of ['smsApiUrl', 'whatsappApiUrl'] as const) {
    const value = changes[field];
    if (value) await checkUrlOnSave(field, value, policy);
  }
  await db.transaction(async (tx) => {
    const own: Record<string, unknown> = {};
    const mail: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(changes)) {
      if (value === undefined) continue;
      if (isMailKey(field)) mail[field] = value;
      else if (!((notificationSecretFields as readonly string[]).includes(field) && value === SECRET_MASK)) own[field] = value;
    }
    if (Object.keys(mail).length) await saveSettings(tx, mail, policy);
    if (Object.keys(own).length) {
      const next = { ...(await readStoredNotificationSettings(tx)), ...own };
      await tx
        .insert(settings)
        .values({ key: NOTIFICATION_SETTINGS_KEY, value: next })
        .onConflictDoUpdate({ target: settings.key, set: { value: next, updatedAt: new Date() } });
    }
  });
  return readNotificationSettingsForAdmin(db);
}
