import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { startSmtpServer } from '../../../../test/smtp.js';
import { outbox, settings } from '../../db/schema/index.js';
import { writeSetting } from '../settings/index.js';
import { enqueue } from './outbox.js';
import { MAX_ATTEMPTS, processOutbox } from './worker.js';

const smtp = await startSmtpServer();
afterAll(() => smtp.close());
const { app, database } = await useTestApp({ env: { SMTP_HOST: smtp.host, SMTP_PORT: String(smtp.port), OUTBOUND_ALLOW_PRIVATE: 'true' } });
const db = database.db;

const logged: string[] = [];
const log = { info: (m: string) => logged.push(m), warn: (m: string) => logged.push(m) };
const run = (deps = app.deps) => processOutbox(deps, log);
const rowFor = async (recipient: string) => (await db.select().from(outbox).where(eq(outbox.recipient, recipient)))[0];
const mail = (recipient: string, channel: 'email' | 'sms' = 'email') =>
  enqueue(db, { channel, recipient, template: 'test', subject: 'Votre commande', body: 'Merci pour votre commande.' });

beforeEach(async () => {
  await db.delete(outbox);
  await db.delete(settings);
  smtp.messages.length = 0;
  logged.length = 0;
});

describe('outbox worker', () => {
  it('delivers a password-reset e-mail to the SMTP server', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: 'zineb@example.ma', password: 'Secret123!', firstName: 'Zineb' },
    });
    await app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'zineb@example.ma' } });
    // The reset e-mail is queued just after the answer.
    await vi.waitFor(async () => expect(await db.select().from(outbox).where(eq(outbox.template, 'password_reset'))).toHaveLength(1));
    await run();

    const received = smtp.messages.filter((m) => m.to.includes('zineb@example.ma'));
    expect(received.map((m) => m.subject).sort()).toEqual(['Bienvenue chez Cadeaux Maroc', 'Réinitialisation de votre mot de passe']);
    const reset = received.find((m) => m.subject.startsWith('Réinitialisation'));
    expect(reset?.from).toBe('bonjour@cadeaux.ma');
    expect(reset?.body).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[\w-]{43}/);
    expect(reset?.body).toContain('Bonjour Zineb,');
    const rows = await db.select().from(outbox);
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
    expect(rows.every((r) => r.sentAt)).toBe(true);
  });

  it('retries with back-off after an SMTP failure, then sends', async () => {
    await mail('retry@example.ma');
    smtp.failNext(1);
    await run();
    let row = await rowFor('retry@example.ma');
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toContain('Mailbox busy');
    const wait = row!.nextAttemptAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(30_000);
    expect(wait).toBeLessThanOrEqual(60_000);

    await run(); // not due yet
    expect(smtp.messages).toHaveLength(0);

    await db.update(outbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
    await run();
    row = await rowFor('retry@example.ma');
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(smtp.messages).toHaveLength(1);
  });

  it('waits longer after each failure and gives up after the last attempt', async () => {
    await mail('flaky@example.ma');
    await db.update(outbox).set({ attempts: 1 });
    smtp.failNext(1);
    await run();
    const second = await rowFor('flaky@example.ma');
    expect(second!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(4 * 60_000);

    await db.update(outbox).set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: sql`now()` });
    smtp.failNext(1);
    await run();
    expect(await rowFor('flaky@example.ma')).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  });

  it('holds e-mail and logs its text when no mail server is configured', async () => {
    await mail('held@example.ma');
    await run({ ...app.deps, config: { ...app.deps.config, SMTP_HOST: undefined } });
    expect(await rowFor('held@example.ma')).toMatchObject({ status: 'held', sentAt: null });
    expect(smtp.messages).toHaveLength(0);
    expect(logged.join('\n')).toContain('Merci pour votre commande.');
  });

  it('holds SMS while no SMS provider is configured', async () => {
    await mail('+212600000001', 'sms');
    await run();
    expect(await rowFor('+212600000001')).toMatchObject({ status: 'held' });
    expect(smtp.messages).toHaveLength(0);
  });

  it('prefers the back-office mail settings over the environment', async () => {
    const shopSmtp = await startSmtpServer();
    try {
      await writeSetting(db, 'mail_host', shopSmtp.host);
      await writeSetting(db, 'mail_port', shopSmtp.port);
      await writeSetting(db, 'mail_encryption', 'none');
      await writeSetting(db, 'mail_from_address', 'boutique@cadeaux.ma');
      await mail('settings@example.ma');
      await run();
      expect(smtp.messages).toHaveLength(0);
      expect(shopSmtp.messages.map((m) => [m.from, m.to])).toEqual([['boutique@cadeaux.ma', ['settings@example.ma']]]);
    } finally {
      await shopSmtp.close();
    }
  });

  it('sends each message once when two workers run at the same time', async () => {
    for (let i = 0; i < 5; i++) await mail(`once${i}@example.ma`);
    await Promise.all([run(), run()]);
    expect(smtp.messages).toHaveLength(5);
    expect(new Set(smtp.messages.map((m) => m.to[0])).size).toBe(5);
  });
});

describe('held e-mails in the log', () => {
  it('show their text, reset links included, outside production only', async () => {
    const held = { ...app.deps, config: { ...app.deps.config, SMTP_HOST: undefined } };
    await mail('held@example.ma');
    await run(held);
    expect(logged.join('\n')).toContain('Merci pour votre commande.');

    logged.length = 0;
    await mail('held-prod@example.ma');
    await run({ ...held, config: { ...held.config, production: true } });
    expect(logged.join('\n')).toContain('E-mail held');
    expect(logged.join('\n')).not.toContain('Merci pour votre commande.');
    expect(logged.join('\n')).not.toContain('held-prod@example.ma');
  });
});
