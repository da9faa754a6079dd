import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { enqueueEmail } from '../notifications/outbox.js';
import { orderStatusEmail } from '../notifications/templates/order-status.js';
import { readSettingsOf } from '../settings/service.js';
import type { OrderRow } from './read.js';

/** The buyer to tell: the customer's account, or the guest at the e-mail given with the order. */
async function buyerOf(tx: DbOrTx, order: OrderRow): Promise<{ email: string; firstName: string | null } | undefined> {
  if (!order.customerId) return order.senderEmail ? { email: order.senderEmail, firstName: order.senderName } : undefined;
  const [customer] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, order.customerId));
  return customer;
}

/** Queues, in the move's transaction, the e-mail telling the buyer the order's new status. */
export async function queueStatusEmail(tx: DbOrTx, order: OrderRow, opts: { refund: boolean; publicUrl: string }) {
  const customer = await buyerOf(tx, order);
  if (!customer) return;
  const { company_name: shopName } = await readSettingsOf(tx, ['company_name']);
  const content = orderStatusEmail({
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
