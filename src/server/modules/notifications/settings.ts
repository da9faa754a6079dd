import { eq } from 'drizzle-orm';
import {
  notificationDefaults,
  notificationSecretFields,
  StoredNotificationSettingsSchema,
  type NotificationSettings,
  type NotificationSettingsUpdate,
} from '../../../contracts/notification-settings.js';
import { SECRET_MASK, type SettingKey } from '../../../contracts/settings.js';
import type { DbOrTx } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';
import { checkUrlOnSave, type OutboundPolicy } from '../../lib/outbound/outbound.js';
import { saveSetting, readSettingsOf } from '../settings/index.js';

export const NOTIFICATION_SETTINGS_KEY = 'notification_settings';
type Stored = typeof notificationDefaults;

/** The SMTP fields of this screen are these platform settings: one configuration, two screens. */
const smtpKeys = {
  smtpHost: 'mail_host',
  smtpPort: 'mail_port',
  smtpUser: 'mail_username',
  smtpPassword: 'mail_password',
  smtpFromEmail: 'mail_from_address',
  smtpFromName: 'mail_from_name',
} as const satisfies Record<string, SettingKey>;
type SmtpField = keyof typeof smtpKeys | 'smtpSecure';
const isSmtpField = (field: string): field is SmtpField => field === 'smtpSecure' || Object.hasOwn(smtpKeys, field);

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
  const [stored, mail] = await Promise.all([
    readStoredNotificationSettings(db),
    readSettingsOf(db, ['mail_host', 'mail_port', 'mail_username', 'mail_password', 'mail_encryption', 'mail_from_address', 'mail_from_name']),
  ]);
  return {
    ...stored,
    smtpHost: mail.mail_host,
    smtpPort: mail.mail_port,
    smtpUser: mail.mail_username,
    smtpPassword: mail.mail_password,
    smtpSecure: mail.mail_encryption === 'ssl',
    smtpFromEmail: mail.mail_from_address,
    smtpFromName: mail.mail_from_name,
  };
}

const masked = (value: string) => (value ? SECRET_MASK : '');

/** What the admin reads: secrets as the mask when set, empty when not. */
export async function readNotificationSettingsForAdmin(db: DbOrTx): Promise<NotificationSettings> {
  const s = await readNotificationSettings(db);
  return { ...s, smtpPassword: masked(s.smtpPassword), smsApiKey: masked(s.smsApiKey), whatsappApiKey: masked(s.whatsappApiKey) };
}

/**
 * Saves the fields sent (the screen sends one at a time), in one transaction: the SMTP fields
 * through the platform settings (their rules, the host check), the rest in their own row.
 * A secret sent back as the mask keeps its stored value.
 */
export async function updateNotificationSettings(db: DbOrTx, changes: NotificationSettingsUpdate, policy: OutboundPolicy) {
  for (const field of ['smsApiUrl', 'whatsappApiUrl'] as const) {
    const value = changes[field];
    if (value) await checkUrlOnSave(field, value, policy);
  }
  await db.transaction(async (tx) => {
    const own: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(changes)) {
      if (value === undefined) continue;
      if ((notificationSecretFields as readonly string[]).includes(field) && value === SECRET_MASK) continue;
      if (!isSmtpField(field)) own[field] = value;
      else if (field === 'smtpSecure') {
        // Secure = TLS from the first byte (port 465); off falls back to STARTTLS unless "none" was chosen.
        const { mail_encryption: current } = await readSettingsOf(tx, ['mail_encryption']);
        const next = value ? 'ssl' : current === 'ssl' ? 'tls' : current;
        await saveSetting(tx, 'mail_encryption', next, policy);
      } else await saveSetting(tx, smtpKeys[field], value, policy);
    }
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
