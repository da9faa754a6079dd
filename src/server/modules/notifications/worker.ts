import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app.js';
import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema/index.js';
import type { OutboundPolicy } from '../../lib/outbound/outbound.js';
import { outboxHooks, type MailAddition } from '../../domain/outbox-hooks.js';
import { openMailer, resolveMailTransport, type Mailer, type MailTransport } from './mail-transport.js';
import { readNotificationSettings } from './settings.js';
import { sendTextMessage } from './text-messages.js';

type OutboxRow = typeof outbox.$inferSelect;

export interface OutboxLog {
  info(message: string): void;
  warn(message: string): void;
}

/** Messages one run sends at most (over one mail connection) before the next tick. */
const BATCH = 20;
/** A claimed row is someone's for this long; after a crash mid-send another copy takes it back. */
const LEASE = sql`now() + interval '10 minutes'`;
/** Wait before the next try after the 1st, 2nd… failure; past the last one the message is 'failed'. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** Why a message waits in the outbox; the admin reads it beside the message. */
export const HELD_NO_MAIL = 'Aucun serveur d’e-mail configuré : message conservé';

/**
 * Takes the next due row; `skip locked` lets several server copies share the queue. One row at a
 * time: a copy killed mid-batch leaves only the message it was sending under lease (it may have left),
 * never messages it had not started, which another copy or the next start sends at once.
 */
async function claimNext(db: Db, now: Date | undefined): Promise<OutboxRow | undefined> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(or(eq(outbox.status, 'pending'), eq(outbox.status, 'sending')), lte(outbox.nextAttemptAt, now ?? sql`now()`)))
    .orderBy(outbox.nextAttemptAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db.update(outbox).set({ status: 'sending', nextAttemptAt: LEASE }).where(inArray(outbox.id, due)).returning();
  return row;
}

type Outcome = { status: 'sent' } | { status: 'held'; reason: string } | { error: string };

/** Written on the clock the row was claimed by: the app's when one is given, else the database's. */
async function settle(db: Db, row: OutboxRow, outcome: Outcome, now: Date | undefined) {
  const attempts = row.attempts + 1;
  if ('status' in outcome) {
    const sentAt = outcome.status === 'sent' ? (now ?? sql`now()`) : null;
    const lastError = outcome.status === 'held' ? outcome.reason : null;
    await db.update(outbox).set({ status: outcome.status, attempts, sentAt, lastError }).where(eq(outbox.id, row.id));
    return;
  }
  const delay = RETRY_DELAYS_MS[attempts - 1];
  await db
    .update(outbox)
    .set({
      attempts,
      lastError: outcome.error.slice(0, 1000),
      status: delay === undefined ? 'failed' : 'pending',
      nextAttemptAt: now ? new Date(now.getTime() + (delay ?? 0)) : sql`now() + ${delay ?? 0}::integer * interval '1 millisecond'`,
    })
    .where(eq(outbox.id, row.id));
}

const reason = (err: unknown) => (err instanceof Error ? err.message : String(err));

const channelName = { sms: 'SMS', whatsapp: 'WhatsApp' } as const;

/**
 * A text that will not leave by itself (held, or failed after its last try). Whoever registered is told
 * (the sender gets the recipient's private link to forward); a failure there never stops the queue.
 */
async function gaveUp(deps: AppDeps, row: OutboxRow, log: OutboxLog) {
  for (const hook of outboxHooks().textsGivenUp) {
    try {
      // The app's clock (app.now): the link's expiry is told on the clock that set it.
      await hook(deps.database.db, row, { now: deps.clock?.() ?? new Date(), publicUrl: deps.config.publicUrl });
    } catch (err) {
      log.warn(`Follow-up of the unsent ${row.channel} of order ${row.orderId ?? ''} failed: ${reason(err)}`);
    }
  }
}

/** What the registered modules add to an e-mail as it leaves (the invoice's PDF), in the order they were wired. */
async function mailAdditions(deps: AppDeps, row: OutboxRow) {
  const additions: MailAddition[] = [];
  for (const add of outboxHooks().mailAdditions) {
    const addition = await add(deps.database.db, row, deps.config.publicUrl);
    if (addition) additions.push(addition);
  }
  return additions;
}

/**
 * Sends due outbox messages: e-mail by SMTP or SendGrid, SMS and WhatsApp by the configured HTTP
 * APIs. Without a way to send, a message is held (and an e-mail's text logged outside production).
 */
export async function processOutbox(deps: AppDeps, log: OutboxLog = console): Promise<void> {
  const db = deps.database.db;
  // A scheduled message is due by the app's clock when one is given (tests move it), else the database's.
  const now = deps.clock?.();
  let row = await claimNext(db, now);
  if (!row) return;

  const policy: OutboundPolicy = { allowPrivate: deps.config.OUTBOUND_ALLOW_PRIVATE };
  let transport: MailTransport | null | undefined;
  let mailer: Mailer | undefined;
  let notificationSettings: Awaited<ReturnType<typeof readNotificationSettings>> | undefined;
  try {
    for (let taken = 1; row; row = taken++ < BATCH ? await claimNext(db, now) : undefined) {
      try {
        if (row.channel !== 'email') {
          notificationSettings ??= await readNotificationSettings(db);
          const held = await sendTextMessage(row.channel, notificationSettings, row.recipient, row.body, policy);
          await settle(db, row, held ? { status: 'held', reason: held } : { status: 'sent' }, now);
          if (held) {
            // As for e-mails: a demo shop reads the text in the log; a production log never holds its link.
            const what = `${channelName[row.channel]} held (no ${channelName[row.channel]} API configured)`;
            log.info(deps.config.production ? `${what}: ${row.template}` : `${what} to ${row.recipient}:\n${row.body}`);
            await gaveUp(deps, row, log);
          }
          continue;
        }
        if (transport === undefined) transport = await resolveMailTransport(db, deps.config);
        if (!transport) {
          // A local shop without a mail server can still follow a reset link from the server log; a
          // production log never holds a link that signs someone in.
          log.info(
            deps.config.production
              ? `E-mail held (no mail server configured): ${row.template}`
              : `E-mail held (no mail server configured) to ${row.recipient}: ${row.subject ?? ''}\n${row.body}`,
          );
          await settle(db, row, { status: 'held', reason: HELD_NO_MAIL }, now);
          continue;
        }
        mailer ??= await openMailer(transport, policy);
        const additions = await mailAdditions(deps, row);
        // A payment's receipt is written again as it leaves, with the invoice's number (invoices module).
        const rewritten = additions.find((a) => a.text !== undefined);
        await mailer.send({
          to: row.recipient,
          subject: rewritten?.subject ?? row.subject ?? '',
          text: rewritten?.text ?? row.body,
          html: rewritten?.html ?? row.html,
          attachments: additions.length > 0 ? additions.map((a) => a.attachment) : undefined,
        });
        await settle(db, row, { status: 'sent' }, now);
      } catch (err) {
        log.warn(`${row.channel} to ${row.recipient} not sent (attempt ${row.attempts + 1}): ${reason(err)}`);
        await settle(db, row, { error: reason(err) }, now);
        if (row.channel !== 'email' && row.attempts + 1 >= MAX_ATTEMPTS) await gaveUp(deps, row, log);
      }
    }
  } finally {
    mailer?.close();
  }
}

/** The admin's retry: a failed or held message goes back in the queue, due now, with its attempts reset. */
export async function retryOutboxMessage(db: Db, id: string) {
  const [row] = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lastError: null })
    .where(and(eq(outbox.id, id), inArray(outbox.status, ['failed', 'held'])))
    .returning({ id: outbox.id });
  return row;
}
