import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { readEmailBrand, emailAllowed, notifyOrderMoveByText, enqueueEmail, orderStatusEmail } from '../notifications/index.js';
import { readSettingsOf } from '../settings/index.js';
import type { OrderRow } from './read.js';

/** The buyer to tell: the customer's account, or the guest at the e-mail given with the order. */
export async function buyerOf(tx: DbOrTx, order: OrderRow): Promise<{ email: string; firstName: string | null; phone: string | null } | undefined> {
  if (!order.customerId) {
    return order.senderEmail ? { email: order.senderEmail, firstName: order.senderName, phone: order.senderPhone } : undefined;
  }
  const [customer] = await tx
    .select({ email: users.email, firstName: users.firstName, phone: users.phone })
    .from(users)
    .where(eq(users.id, order.customerId));
  return customer && { ...customer, phone: order.senderPhone ?? customer.phone };
}

/**
 * Queues, in the move's transaction, the e-mail telling the buyer the order's new status (as the
 * notification settings allow), and the text messages of the move (the recipient's on dispatch).
 */
export async function queueStatusEmail(tx: DbOrTx, order: OrderRow, opts: { refund: boolean; publicUrl: string }) {
  const customer = await buyerOf(tx, order);
  await notifyOrderMoveByText(tx, order, customer?.phone ?? null, opts.publicUrl);
  if (!customer || !(await emailAllowed(tx, order.status === 'delivered' ? 'orderDelivered' : 'orderStatus'))) return;
  const { company_name: shopName } = await readSettingsOf(tx, ['company_name']);
  const content = orderStatusEmail({
    brand: await readEmailBrand(tx, opts.publicUrl),
    locale: order.locale,
    shopName,
    firstName: customer.firstName,
    orderNumber: order.orderNumber,
    status: order.status,
    refund: opts.refund,
    link: `${opts.publicUrl}/orders/${order.id}`,
  });
  await enqueueEmail(tx, customer.email, order.status === 'delivered' ? 'order_delivered' : 'order_status', content);
}
