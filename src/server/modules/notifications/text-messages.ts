import type { NotificationSettings } from '../../../contracts/notification-settings.js';
import type { OutboundPolicy } from '../../lib/outbound/outbound.js';
import { postJson } from '../../lib/outbound/outbound-http.js';

/** E.164: a plus, the country code, at most 15 digits. */
export const E164 = /^\+[1-9]\d{7,14}$/;

/**
 * Sends one SMS or WhatsApp message through the shop's HTTP API: `POST <url>` with the JSON body
 * `{ "to": "+212612345678", "message": "…" }` and `Authorization: Bearer <key>`. Answers why the
 * message is held when no API is configured for the channel, or nothing once sent; throws on failure.
 */
export async function sendTextMessage(
  channel: 'sms' | 'whatsapp',
  s: Pick<NotificationSettings, 'smsApiUrl' | 'smsApiKey' | 'whatsappApiUrl' | 'whatsappApiKey'>,
  to: string,
  message: string,
  policy: OutboundPolicy,
): Promise<string | undefined> {
  const [url, key] = channel === 'sms' ? [s.smsApiUrl, s.smsApiKey] : [s.whatsappApiUrl, s.whatsappApiKey];
  if (!url) return channel === 'sms' ? 'Aucune API SMS configurée : message conservé' : 'Aucune API WhatsApp configurée : message conservé';
  if (!E164.test(to)) throw new Error(`Numéro invalide (format international attendu, ex. +212612345678) : ${to}`);
  await postJson(url, { to, message }, key ? { authorization: `Bearer ${key}` } : {}, policy);
  return undefined;
}
