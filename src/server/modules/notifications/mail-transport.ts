import { isIP } from 'node:net';
import type { SMTPTransportOptions } from 'nodemailer';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { postJson } from '../../lib/outbound/outbound-http.js';
import { operatorPolicy, resolveReachable, type OutboundPolicy } from '../../lib/outbound/outbound.js';
import { readSettingsOf } from '../settings/index.js';

export interface Sender {
  email: string;
  name: string;
}

export type MailTransport =
  | {
      kind: 'smtp';
      options: SMTPTransportOptions;
      from: string;
      /** Set by an admin in the back office (the outbound policy applies), or by the operator in the environment. */
      adminHost: boolean;
    }
  | { kind: 'sendgrid'; apiKey: string; sender: Sender; baseUrl: string };

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** PDF files (an invoice) sent with the message. */
  attachments?: { filename: string; content: Buffer }[];
}

const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/** `"Shop" <bonjour@x.ma>`; a full `Name <address>` is kept as written. */
const fromHeader = ({ email, name }: Sender) => (email.includes('<') ? email : `"${name.replace(/["\\]/g, '')}" <${email}>`);

const MAIL_KEYS = [
  'mail_mailer',
  'mail_host',
  'mail_port',
  'mail_username',
  'mail_password',
  'mail_encryption',
  'mail_from_address',
  'mail_from_name',
  'sendgrid_api_key',
  'company_name',
  'company_email',
] as const;

type MailSettings = Awaited<ReturnType<typeof readSettingsOf<(typeof MAIL_KEYS)[number]>>>;

const senderOf = (s: MailSettings, config: Config): Sender => {
  const name = s.mail_from_name || s.company_name;
  if (s.mail_from_address) return { email: s.mail_from_address, name };
  const env = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM;
  return { email: env || s.company_email, name };
};

/** The back office's SMTP server, whatever the mailer: what "Tester SMTP" checks. Null without a host. */
const smtpFromSettings = (s: MailSettings, config: Config): MailTransport | null => {
  if (!s.mail_host) return null;
  const encryption = String(s.mail_encryption);
  const auth = s.mail_username ? { user: s.mail_username, pass: s.mail_password } : undefined;
  return {
    kind: 'smtp',
    from: fromHeader(senderOf(s, config)),
    adminHost: true,
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
};

export async function resolveSmtpSettings(db: DbOrTx, config: Config): Promise<MailTransport | null> {
  return smtpFromSettings(await readSettingsOf(db, MAIL_KEYS), config);
}

/**
 * Where e-mail goes: SendGrid's API when chosen with a key, else the back office's SMTP server
 * when a host is set there, else the SMTP_* environment, else nowhere (null: messages are held).
 */
export async function resolveMailTransport(db: DbOrTx, config: Config): Promise<MailTransport | null> {
  const s = await readSettingsOf(db, MAIL_KEYS);
  if (s.mail_mailer === 'sendgrid' && s.sendgrid_api_key) {
    return { kind: 'sendgrid', apiKey: s.sendgrid_api_key, sender: senderOf(s, config), baseUrl: config.SENDGRID_API_URL };
  }
  const fromSettings = smtpFromSettings(s, config);
  if (fromSettings) return fromSettings;
  if (config.SMTP_HOST) {
    const auth = config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? '' } : undefined;
    return {
      kind: 'smtp',
      from: config.MAIL_FROM,
      adminHost: false,
      options: { host: config.SMTP_HOST, port: config.SMTP_PORT, secure: config.SMTP_SECURE, auth, ...TIMEOUTS },
    };
  }
  return null;
}

/**
 * nodemailer resolves names itself: the host is resolved and checked here, and the connection goes
 * to the checked address (the certificate is still checked against the name). The operator's
 * SMTP_HOST may be private; an admin's follows the outbound policy.
 */
async function pinnedOptions(t: Extract<MailTransport, { kind: 'smtp' }>, policy: OutboundPolicy): Promise<SMTPTransportOptions> {
  const host = t.options.host;
  if (!host) return t.options;
  const address = await resolveReachable(host, t.adminHost ? policy : operatorPolicy);
  if (isIP(host.replace(/^\[(.*)\]$/, '$1'))) return t.options;
  return { ...t.options, host: address, tls: { ...t.options.tls, servername: host } };
}

/** nodemailer (about 10 MB of memory) loads only where e-mail goes out over SMTP. */
const smtpTransport = async (options: SMTPTransportOptions) => (await import('nodemailer')).createTransport(options);

/** Connects and authenticates without sending: the SMTP test button. */
export async function verifySmtp(t: Extract<MailTransport, { kind: 'smtp' }>, policy: OutboundPolicy): Promise<void> {
  const transporter = await smtpTransport(await pinnedOptions(t, policy));
  try {
    await transporter.verify();
  } finally {
    transporter.close();
  }
}

/** Something that sends e-mails one after the other over one connection; `close` when done. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export async function openMailer(t: MailTransport, policy: OutboundPolicy): Promise<Mailer> {
  if (t.kind === 'sendgrid') {
    return {
      send: (m) =>
        postJson(
          `${t.baseUrl.replace(/\/$/, '')}/v3/mail/send`,
          {
            personalizations: [{ to: [{ email: m.to }] }],
            from: t.sender,
            subject: m.subject,
            content: [{ type: 'text/plain', value: m.text }, ...(m.html ? [{ type: 'text/html', value: m.html }] : [])],
            ...(m.attachments?.length
              ? {
                  attachments: m.attachments.map((a) => ({
                    content: a.content.toString('base64'),
                    filename: a.filename,
                    type: 'application/pdf',
                    disposition: 'attachment',
                  })),
                }
              : {}),
          },
          { authorization: `Bearer ${t.apiKey}` },
          policy,
        ),
      close: () => undefined,
    };
  }
  const transporter = await smtpTransport(await pinnedOptions(t, policy));
  return {
    async send(m) {
      const attachments = m.attachments?.map((a) => ({ ...a, contentType: 'application/pdf' }));
      await transporter.sendMail({ from: t.from, to: m.to, subject: m.subject, text: m.text, html: m.html ?? undefined, attachments });
    },
    close: () => transporter.close(),
  };
}
