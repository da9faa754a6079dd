import { eq } from 'drizzle-orm';
import type { Locale } from '../../../contracts/common.js';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { enqueue, emailAllowed, composeEmail, emailFrame, type EmailBrand, type EmailContent } from '../notifications/index.js';
import { fill, textsIn } from '../../lib/language/texts.js';
import type { OrderRow } from '../orders/index.js';
import { readSettingsOf } from '../settings/index.js';
import type { InvoiceRow } from './issue.js';

export const RECEIPT_TEMPLATE = 'payment_receipt';

export interface ReceiptInput {
  locale: Locale;
  shopName: string;
  firstName: string | null;
  orderNumber: string;
  invoiceNumber: string;
  total: string;
  brand?: EmailBrand;
  /** The order's page; known when the message is sent. */
  link?: string;
}

/** The payment confirmation, in the order's language, with its invoice attached. */
export function receiptEmail(o: ReceiptInput): EmailContent {
  const t = textsIn(o.locale, 'server-orders').receipt;
  return composeEmail({
    ...emailFrame(o.locale, o.shopName, o.firstName),
    brand: o.brand,
    subject: fill(t.subject, { number: o.orderNumber }),
    paragraphs: [fill(t.body, { total: o.total, number: o.orderNumber }), fill(t.invoice, { invoice: o.invoiceNumber })],
    ...(o.link ? { action: { label: t.action, url: o.link } } : {}),
  });
}

/** Who is told and how they are greeted: the account's address and first name, or the guest's. */
export async function receiptRecipient(db: DbOrTx, order: OrderRow) {
  if (!order.customerId) return order.senderEmail ? { email: order.senderEmail, firstName: order.senderName } : undefined;
  const [user] = await db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, order.customerId));
  return user;
}

/**
 * Queues the payment confirmation in the paying transaction. Its button and look are completed, and its
 * PDF drawn from the stored invoice, when the outbox sends it.
 */
export async function queueReceipt(tx: DbOrTx, order: OrderRow, invoice: InvoiceRow) {
  const to = await receiptRecipient(tx, order);
  if (!to || !(await emailAllowed(tx))) return;
  const { company_name: shopName } = await readSettingsOf(tx, ['company_name']);
  const email = receiptEmail({ locale: order.locale, shopName, firstName: to.firstName, orderNumber: order.orderNumber, invoiceNumber: invoice.number, total: order.totalAmount });
  await enqueue(tx, { channel: 'email', recipient: to.email, template: RECEIPT_TEMPLATE, subject: email.subject, body: email.text, html: email.html, attachmentInvoiceId: invoice.id });
}
