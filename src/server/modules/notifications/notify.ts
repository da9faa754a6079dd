import { canonicalPhone } from '../../../contracts/phone.js';
import type { Locale } from '../../../contracts/common.js';
import type { Settings } from '../../../contracts/settings.js';
import type { DbOrTx } from '../../db/client.js';
import type { orders } from '../../db/schema/index.js';
import { readSettingsOf } from '../settings/index.js';
import { readEmailBrand } from './brand.js';
import { emailMessage, enqueue, enqueueEmail, type OutboxMessage } from './outbox.js';
import { readStoredNotificationSettings } from './settings.js';
import type { Localized } from '../../db/schema/columns.js';
import { contactMessageEmail, newOrderEmail, newReviewEmail, paidTwiceEmail, swapEmail, type SwapAlert } from './templates/admin-alerts.js';
import { deliveredText, dispatchText, welcomeText } from './templates/text-messages.js';

type OrderRow = typeof orders.$inferSelect;

/**
 * Which messages the shop sends, as the notification settings say: a switched-off kind is never
 * queued. Every function here runs in the caller's transaction.
 */
export type EmailKind = 'accountCreation' | 'passwordReset' | 'orderStatus' | 'orderDelivered' | 'newReview';
const emailToggle = {
  accountCreation: 'emailAccountCreation',
  passwordReset: 'emailPasswordReset',
  orderStatus: 'emailOrderStatus',
  orderDelivered: 'emailOrderDelivered',
  newReview: 'emailNewReview',
} as const;

/** Whether e-mail is on, and this kind of e-mail (when named) too. */
export async function emailAllowed(db: DbOrTx, kind?: EmailKind): Promise<boolean> {
  const s = await readStoredNotificationSettings(db);
  return s.emailEnabled && (kind === undefined || s[emailToggle[kind]]);
}

/** The shop's own address for alerts, its language and its name; null without an admin e-mail. */
async function shopInbox(db: DbOrTx) {
  const s = await readSettingsOf(db, ['admin_email', 'default_language', 'company_name']);
  return s.admin_email ? { email: s.admin_email, locale: s.default_language as Locale, shopName: s.company_name } : null;
}

export interface ReviewForAlert {
  overallRating: number;
  comment?: string | null;
  authorName?: string | null;
  orderNumber?: string | null;
}

/** A customer left a review: the admin e-mail is told, unless the "new review" e-mail is off. Call it in the review's transaction. */
export async function notifyNewReview(db: DbOrTx, review: ReviewForAlert, publicUrl: string): Promise<void> {
  if (!(await emailAllowed(db, 'newReview'))) return;
  const inbox = await shopInbox(db);
  if (!inbox) return;
  const content = newReviewEmail({
    ...inbox,
    brand: await readEmailBrand(db, publicUrl),
    rating: review.overallRating,
    comment: review.comment ?? null,
    author: review.authorName ?? null,
    orderNumber: review.orderNumber ?? null,
    link: `${publicUrl}/admin/reviews`,
  });
  await enqueueEmail(db, inbox.email, 'new_review', content);
}

/** What the new-order alert reads: the order takes them along in its own read of the settings. */
export const newOrderAlertKeys = ['notify_new_orders', 'admin_email', 'default_language', 'company_name'] as const;

/**
 * A new order: the admin e-mail is told when the platform setting "notify_new_orders" is on. The
 * message comes back to be queued with the order's own writes (null when nobody is to be told).
 * `read` is what the order already read: whether e-mail is on (emailAllowed) and the settings above.
 */
export async function newOrderAlert(
  db: DbOrTx,
  order: Pick<OrderRow, 'orderNumber' | 'totalAmount' | 'recipientCity'>,
  buyer: string,
  publicUrl: string,
  read: { emailOn: boolean; settings: Pick<Settings, (typeof newOrderAlertKeys)[number]> },
): Promise<OutboxMessage | null> {
  const s = read.settings;
  if (!s.notify_new_orders || !s.admin_email || !read.emailOn) return null;
  const inbox = { email: s.admin_email, locale: s.default_language as Locale, shopName: s.company_name };
  const content = newOrderEmail({
    ...inbox,
    brand: await readEmailBrand(db, publicUrl),
    orderNumber: order.orderNumber,
    total: order.totalAmount,
    buyer,
    recipientCity: order.recipientCity,
    link: `${publicUrl}/admin/orders`,
  });
  return emailMessage(inbox.email, 'new_order', content);
}

/**
 * The recipient took another gift (a swappable one): told like a new order, on the same switch and to the
 * same address, since the shop packs something else. Call it in the claim's transaction.
 */
export async function notifyGiftSwapped(
  db: DbOrTx,
  swap: Pick<SwapAlert, 'orderNumber' | 'recipientName' | 'difference'> & { offered: Localized; chosen: Localized },
  publicUrl: string,
): Promise<void> {
  const s = await readSettingsOf(db, newOrderAlertKeys);
  if (!s.notify_new_orders || !s.admin_email || !(await emailAllowed(db))) return;
  const locale = s.default_language as Locale;
  const named = (name: Localized) => name[locale] || name.fr;
  const content = swapEmail({
    locale,
    shopName: s.company_name,
    brand: await readEmailBrand(db, publicUrl),
    ...swap,
    offered: named(swap.offered),
    chosen: named(swap.chosen),
    link: `${publicUrl}/admin/orders`,
  });
  await enqueueEmail(db, s.admin_email, 'recipient_gift_swapped', content);
}

/**
 * A second payment reached an order already paid: the admin e-mail is told whatever the alert switches
 * say (it is money to give back). Call it in the transaction that records it.
 */
export async function notifyPaidTwice(db: DbOrTx, order: Pick<OrderRow, 'orderNumber' | 'totalAmount'>, payment: string): Promise<void> {
  if (!(await emailAllowed(db))) return;
  const inbox = await shopInbox(db);
  if (!inbox) return;
  const content = paidTwiceEmail({ ...inbox, orderNumber: order.orderNumber, total: order.totalAmount, payment });
  await enqueueEmail(db, inbox.email, 'paid_twice', content);
}

/** A message from the contact form, forwarded to the admin e-mail. */
export async function notifyContactMessage(
  db: DbOrTx,
  message: { name: string; email: string; subject: string; message: string },
  publicUrl: string,
): Promise<void> {
  if (!(await emailAllowed(db))) return;
  const inbox = await shopInbox(db);
  if (!inbox) return;
  const content = contactMessageEmail({ ...inbox, brand: await readEmailBrand(db, publicUrl), ...message });
  await enqueueEmail(db, inbox.email, 'contact_message', content);
}

/**
 * Text messages of an order's move: to the recipient when it leaves for delivery (WhatsApp when
 * that API is set, else SMS; an anonymous gift never names its sender), to the buyer once delivered.
 */
export async function notifyOrderMoveByText(db: DbOrTx, order: OrderRow, buyerPhone: string | null, publicUrl: string) {
  const s = await readStoredNotificationSettings(db);
  if (!s.smsEnabled) return;
  const { company_name: shopName } = await readSettingsOf(db, ['company_name']);
  const channel = s.whatsappApiUrl ? 'whatsapp' : 'sms';
  if (order.status === 'processing' && s.smsOrderStatus) {
    const body = dispatchText({
      locale: order.locale,
      shopName,
      recipientName: order.recipientName,
      senderName: order.isAnonymous ? null : order.senderName,
      orderNumber: order.orderNumber,
      trackLink: `${publicUrl}/track`,
    });
    await enqueue(db, { channel, recipient: canonicalPhone(order.recipientPhone), template: 'recipient_dispatch', body });
  }
  if (order.status === 'delivered' && s.smsOrderDelivered && buyerPhone) {
    const body = deliveredText({ locale: order.locale, shopName, orderNumber: order.orderNumber });
    await enqueue(db, { channel, recipient: canonicalPhone(buyerPhone), template: 'order_delivered', body });
  }
}

/** A new account with a phone number gets a welcome text when "account creation" is on for SMS. */
export async function notifyNewAccountByText(db: DbOrTx, user: { phone: string | null; firstName: string; preferredLanguage: Locale }) {
  if (!user.phone) return;
  const s = await readStoredNotificationSettings(db);
  if (!s.smsEnabled || !s.smsAccountCreation) return;
  const { company_name: shopName } = await readSettingsOf(db, ['company_name']);
  const body = welcomeText({ locale: user.preferredLanguage, shopName, firstName: user.firstName });
  await enqueue(db, { channel: s.whatsappApiUrl ? 'whatsapp' : 'sms', recipient: canonicalPhone(user.phone), template: 'account_created', body });
}
