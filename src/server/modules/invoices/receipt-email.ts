import { eq } from 'drizzle-orm';
import type { Locale } from '../../../contracts/common.js';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { enqueue } from '../notifications/outbox.js';
import { emailAllowed } from '../notifications/notify.js';
import { composeEmail, type EmailBrand, type EmailContent } from '../notifications/templates/layout.js';
import type { OrderRow } from '../orders/read.js';
import { readSettingsOf } from '../settings/service.js';
import type { InvoiceRow } from './issue.js';

export const RECEIPT_TEMPLATE = 'payment_receipt';

const texts = {
  fr: (shop: string) => ({
    subject: (n: string) => `Paiement reçu pour votre commande ${n}`,
    greeting: (name: string | null) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    body: (n: string, total: string) => `Nous avons bien reçu votre paiement de ${total} DH pour la commande ${n}. Merci !`,
    invoice: (f: string) => `Votre facture ${f} est jointe à cet e-mail ; vous la retrouvez aussi sur la page de votre commande.`,
    action: 'Voir ma commande',
    signature: `L’équipe ${shop}`,
  }),
  ar: (shop: string) => ({
    subject: (n: string) => `تم استلام الدفع لطلبكم ${n}`,
    greeting: (name: string | null) => (name ? `مرحباً ${name}،` : 'مرحباً،'),
    body: (n: string, total: string) => `لقد استلمنا دفعتكم بمبلغ ${total} درهم للطلب ${n}. شكراً لكم!`,
    invoice: (f: string) => `تجدون فاتورتكم ${f} مرفقة بهذه الرسالة، كما يمكنكم تحميلها من صفحة طلبكم.`,
    action: 'عرض طلبي',
    signature: `فريق ${shop}`,
  }),
  en: (shop: string) => ({
    subject: (n: string) => `Payment received for your order ${n}`,
    greeting: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    body: (n: string, total: string) => `We have received your payment of MAD ${total} for order ${n}. Thank you!`,
    invoice: (f: string) => `Your invoice ${f} is attached to this e-mail; you can also download it from your order's page.`,
    action: 'View my order',
    signature: `The ${shop} team`,
  }),
} satisfies Record<Locale, (shop: string) => unknown>;

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
  const t = texts[o.locale](o.shopName);
  return composeEmail({
    locale: o.locale,
    brand: o.brand,
    shopName: o.shopName,
    subject: t.subject(o.orderNumber),
    greeting: t.greeting(o.firstName),
    paragraphs: [t.body(o.orderNumber, o.total), t.invoice(o.invoiceNumber)],
    ...(o.link ? { action: { label: t.action, url: o.link } } : {}),
    signature: t.signature,
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
