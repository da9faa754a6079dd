import type { SMTPTransportOptions } from 'nodemailer';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { readSettingsOf } from '../settings/service.js';

export interface MailTransport {
  options: SMTPTransportOptions;
  from: string;
}

const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/** `bonjour@x.ma` becomes `"Shop" <bonjour@x.ma>`; a full `Name <address>` is kept as written. */
const fromHeader = (address: string, name: string) =>
  address.includes('<') ? address : `"${name.replace(/["\\]/g, '')}" <${address}>`;

/**
 * Where e-mail goes: the back office's mail settings when a host (or a SendGrid key) is set there,
 * else the SMTP_* environment, else nowhere (null: messages are held in the outbox).
 */
export async function resolveMailTransport(db: DbOrTx, config: Config): Promise<MailTransport | null> {
  const s = await readSettingsOf(db, [
    'mail_mailer',
    'mail_host',
    'mail_port',
    'mail_username',
    'mail_password',
    'mail_encryption',
    'mail_from_address',
    'sendgrid_api_key',
    'company_name',
  ]);
  const from = s.mail_from_address ? fromHeader(s.mail_from_address, s.company_name) : config.MAIL_FROM;

  if (s.mail_mailer === 'sendgrid' && s.sendgrid_api_key) {
    // SendGrid's SMTP relay: the user is literally "apikey", the password is the key.
    const auth = { user: 'apikey', pass: s.sendgrid_api_key };
    return { from, options: { host: 'smtp.sendgrid.net', port: 587, requireTLS: true, auth, ...TIMEOUTS } };
  }
  if (s.mail_host) {
    const encryption = String(s.mail_encryption);
    const auth = s.mail_username ? { user: s.mail_username, pass: s.mail_password } : undefined;
    return {
      from,
      options: {
        host: s.mail_host,
        port: Number(s.mail_port) || 587,
        secure: encryption === 'ssl',
        requireTLS: encryption === 'tls',
        ignoreTLS: encryption === 'none',
        auth,
        ...TIMEOUTS,
      },
    };
  }
  if (config.SMTP_HOST) {
    const auth = config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? '' } : undefined;
    return {
      from: config.MAIL_FROM,
      options: { host: config.SMTP_HOST, port: config.SMTP_PORT, secure: config.SMTP_SECURE, auth, ...TIMEOUTS },
    };
  }
  return null;
}
