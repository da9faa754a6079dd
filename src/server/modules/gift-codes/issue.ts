import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { giftCodes, orderItems, orders } from '../../db/schema/index.js';
import { readSettingsOf } from '../settings/index.js';
import { newGiftCode } from './code.js';
import { addMonths, ecardSendAt } from './schedule.js';

/** Tries before giving up on a free code; at 59 bits a second try is already a curiosity. */
const MAX_TRIES = 5;

/** Inserts one code, drawing again when the unique index says it exists (no error: the transaction lives on). */
async function insertCode(tx: DbOrTx, row: Omit<typeof giftCodes.$inferInsert, 'code'>, draw: () => string) {
  for (let i = 0; i < MAX_TRIES; i++) {
    const [inserted] = await tx
      .insert(giftCodes)
      .values({ ...row, code: draw() })
      .onConflictDoNothing({ target: giftCodes.code })
      .returning({ id: giftCodes.id });
    if (inserted) return;
  }
  throw new Error(`no free gift code after ${MAX_TRIES} draws`);
}

/**
 * A paid order's digital lines get their codes, one per unit, in the payment's transaction. Lines that
 * already have theirs are skipped, so a payment applied twice issues nothing more. The e-card leaves on
 * the delivery date at the sender's hour (see queue.ts); the code is valid from then for the set months.
 */
export async function issueGiftCodes(tx: DbOrTx, orderId: string, now: Date, draw: () => string = newGiftCode) {
  const lines = await tx
    .select({
      id: orderItems.id,
      quantity: orderItems.quantity,
      issued: sql<number>`(select count(*)::int from ${giftCodes} where ${giftCodes.orderItemId} = ${orderItems.id})`,
      deliveryDate: orders.deliveryDate,
      sendTime: orders.ecardSendTime,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.giftType, 'digital')));
  if (lines.every((l) => l.issued >= l.quantity)) return;
  const { gift_code_validity_months: months } = await readSettingsOf(tx, ['gift_code_validity_months']);
  for (const line of lines) {
    const sendAt = ecardSendAt(line.deliveryDate, line.sendTime, now);
    const validFrom = sendAt > now ? sendAt : now;
    for (let unit = line.issued; unit < line.quantity; unit++) {
      await insertCode(tx, { orderId, orderItemId: line.id, sendAt, expiresAt: addMonths(validFrom, Number(months)) }, draw);
    }
  }
}
