import type { Locale } from '../../../../contracts/common.js';
import type { OrderStatus } from '../../../../contracts/orders.js';
import { composeEmail, type EmailBrand, type EmailContent } from './layout.js';

interface OrderStatusEmailInput {
  locale: Locale;
  brand?: EmailBrand;
  shopName: string;
  /** Null for a guest who gave no name. */
  firstName: string | null;
  orderNumber: string;
  status: OrderStatus;
  /** A cancelled order whose card payment is being refunded. */
  refund: boolean;
  /** The order's page: in the customer's account, or in the guest's own browser. */
  link: string;
}

const texts = {
  fr: (shop: string) => ({
    status: {
      pending: (n: string) => `Votre commande ${n} est en attente`,
      processing: (n: string) => `Votre commande ${n} est en cours de préparation`,
      delivered: (n: string) => `Votre commande ${n} a été livrée`,
      cancelled: (n: string) => `Votre commande ${n} a été annulée`,
    },
    greeting: (name: string | null) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    refund: 'Votre paiement vous sera remboursé.',
    action: 'Suivre ma commande',
    signature: `L’équipe ${shop}`,
  }),
  ar: (shop: string) => ({
    status: {
      pending: (n: string) => `طلبكم ${n} قيد الانتظار`,
      processing: (n: string) => `طلبكم ${n} قيد التحضير`,
      delivered: (n: string) => `تم توصيل طلبكم ${n}`,
      cancelled: (n: string) => `تم إلغاء طلبكم ${n}`,
    },
    greeting: (name: string | null) => (name ? `مرحباً ${name}،` : 'مرحباً،'),
    refund: 'سيتم إرجاع المبلغ الذي دفعتموه.',
    action: 'تتبع طلبي',
    signature: `فريق ${shop}`,
  }),
  en: (shop: string) => ({
    status: {
      pending: (n: string) => `Your order ${n} is pending`,
      processing: (n: string) => `Your order ${n} is being prepared`,
      delivered: (n: string) => `Your order ${n} has been delivered`,
      cancelled: (n: string) => `Your order ${n} has been cancelled`,
    },
    greeting: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    refund: 'Your payment will be refunded.',
    action: 'Follow my order',
    signature: `The ${shop} team`,
  }),
} satisfies Record<Locale, (shop: string) => unknown>;

/** The shop changed the order's status: the new status, in the order's language. */
export function orderStatusEmail(o: OrderStatusEmailInput): EmailContent {
  const t = texts[o.locale](o.shopName);
  const headline = t.status[o.status](o.orderNumber);
  return composeEmail({
    locale: o.locale,
    brand: o.brand,
    shopName: o.shopName,
    subject: headline,
    greeting: t.greeting(o.firstName),
    paragraphs: [`${headline}.`, ...(o.refund ? [t.refund] : [])],
    action: { label: t.action, url: o.link },
    signature: t.signature,
  });
}
