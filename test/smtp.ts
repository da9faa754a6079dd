import type { AddressInfo } from 'node:net';
import { EventEmitter } from 'node:events';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The whole message with quoted-printable undone: links and accented text read as sent. */
  body: string;
  raw: string;
}

export interface TestSmtp {
  host: string;
  port: number;
  messages: ReceivedMail[];
  /** The next `count` messages get a temporary failure (451), as a busy mail server answers. */
  failNext(count: number): void;
  /** Resolves with the first message (already received or still to come) for that recipient. */
  waitFor(recipient: string): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** Undoes quoted-printable: soft line breaks and =XX bytes, read as UTF-8. */
function decodeQuotedPrintable(text: string): string {
  const src = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < src.length; i++) {
    const hex = src[i] === '=' ? src.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(src[i] ?? ''));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Decodes RFC 2047 encoded words such as =?UTF-8?Q?R=C3=A9initialisation?=. */
const decodeWords = (value: string) =>
  value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_m, enc: string, data: string) =>
    enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );

function headerOf(raw: string, name: string): string {
  const head = (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? decodeWords(line.slice(name.length + 1).trim()) : '';
}

/** An SMTP server inside the test process, on `port` (default: a free one), keeping what it receives. */
export async function startSmtpServer(port = 0): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const received = new EventEmitter();
  let failures = 0;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (failures > 0) {
          failures--;
          return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: headerOf(raw, 'subject'),
          body: decodeQuotedPrintable(raw),
          raw,
        };
        messages.push(mail);
        received.emit('mail', mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: boundPort } = server.server.address() as AddressInfo;

  return {
    host: '127.0.0.1',
    port: boundPort,
    messages,
    failNext(count) {
      failures = count;
    },
    waitFor(recipient) {
      const isFor = (m: ReceivedMail) => m.to.includes(recipient.toLowerCase());
      const already = messages.find(isFor);
      if (already) return Promise.resolve(already);
      return new Promise((resolve) => {
        const onMail = (m: ReceivedMail) => {
          if (!isFor(m)) return;
          received.off('mail', onMail);
          resolve(m);
        };
        received.on('mail', onMail);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
