import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import type { AppDeps } from '../../app.js';
import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema/index.js';
import { resolveMailTransport, type MailTransport } from './mail-transport.js';

type OutboxRow = typeof outbox.$inferSelect;

export interface OutboxLog {
  info(message: string): void;
  warn(message: string): void;
}

const BATCH = 20;
/** A claimed row is someone's for this long; after a crash mid-send another copy takes it back. */
const LEASE = sql`now() + interval '10 minutes'`;
/** Wait before the next try after the 1st, 2nd… failure; past the last one the message is 'failed'. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** Takes up to BATCH due rows; `skip locked` lets several server copies share the queue. */
async function claimDue(db: Db): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(or(eq(outbox.status, 'pending'), eq(outbox.status, 'sending')), lte(outbox.nextAttemptAt, sql`now()`)))
    .orderBy(outbox.nextAttemptAt)
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db.update(outbox).set({ status: 'sending', nextAttemptAt: LEASE }).where(inArray(outbox.id, due)).returning();
}

async function settle(db: Db, row: OutboxRow, outcome: { status: 'sent' | 'held' } | { error: string }) {
  const attempts = row.attempts + 1;
  if ('status' in outcome) {
    const sentAt = outcome.status === 'sent' ? new Date() : null;
    await db.update(outbox).set({ status: outcome.status, attempts, sentAt, lastError: null }).where(eq(outbox.id, row.id));
    return;
  }
  const delay = RETRY_DELAYS_MS[attempts - 1];
  await db
    .update(outbox)
    .set({
      attempts,
      lastError: outcome.error.slice(0, 1000),
      status: delay === undefined ? 'failed' : 'pending',
      nextAttemptAt: new Date(Date.now() + (delay ?? 0)),
    })
    .where(eq(outbox.id, row.id));
}

/** Sends due outbox messages: e-mail by SMTP when a mail server is configured, else held and logged. */
export async function processOutbox(deps: AppDeps, log: OutboxLog = console): Promise<void> {
  const db = deps.database.db;
  const rows = await claimDue(db);
  if (rows.length === 0) return;

  let mail: MailTransport | null | undefined;
  let transporter: ReturnType<typeof createTransport> | undefined;
  try {
    for (const row of rows) {
      if (row.channel !== 'email') {
        // SMS and WhatsApp providers are not wired yet: the admin sees these in the outbox.
        await settle(db, row, { status: 'held' });
        continue;
      }
      if (mail === undefined) mail = await resolveMailTransport(db, deps.config);
      if (!mail) {
        // A local shop without a mail server can still follow a reset link from the server log; a
        // production log never holds a link that signs someone in.
        log.info(
          deps.config.production
            ? `E-mail held (no mail server configured): ${row.template}`
            : `E-mail held (no mail server configured) to ${row.recipient}: ${row.subject ?? ''}\n${row.body}`,
        );
        await settle(db, row, { status: 'held' });
        continue;
      }
      transporter ??= createTransport(mail.options);
      try {
        await transporter.sendMail({
          from: mail.from,
          to: row.recipient,
          subject: row.subject ?? '',
          text: row.body,
          html: row.html ?? undefined,
        });
        await settle(db, row, { status: 'sent' });
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        log.warn(`E-mail to ${row.recipient} not sent (attempt ${row.attempts + 1}): ${error}`);
        await settle(db, row, { error });
      }
    }
  } finally {
    transporter?.close();
  }
}
