import type { Locale } from '../../../../contracts/common.js';

/** SMS and WhatsApp texts: short, plain, in the order's language. */

interface Dispatch {
  locale: Locale;
  shopName: string;
  recipientName: string;
  /** Null for an anonymous gift: the text then never names who sent it. */
  senderName: string | null;
  orderNumber: string;
  trackLink: string;
}

const dispatch = {
  fr: (d: Dispatch) =>
    `Bonjour ${d.recipientName}, ${d.senderName ? `${d.senderName} vous offre un cadeau` : 'un cadeau vous attend'} : il est en cours de livraison par ${d.shopName}. Suivi : ${d.trackLink} (commande ${d.orderNumber})`,
  ar: (d: Dispatch) =>
    `مرحباً ${d.recipientName}، ${d.senderName ? `يهديكم ${d.senderName} هدية` : 'هدية في انتظاركم'}: إنها في طريقها إليكم مع ${d.shopName}. التتبع: ${d.trackLink} (الطلب \u2066${d.orderNumber}\u2069)`,
  en: (d: Dispatch) =>
    `Hello ${d.recipientName}, ${d.senderName ? `${d.senderName} is sending you a gift` : 'a gift is on its way to you'}: ${d.shopName} is delivering it. Tracking: ${d.trackLink} (order ${d.orderNumber})`,
} satisfies Record<Locale, (d: Dispatch) => string>;

/** To the recipient when the order leaves for delivery. */
export const dispatchText = (d: Dispatch) => dispatch[d.locale](d);

interface Delivered {
  locale: Locale;
  shopName: string;
  orderNumber: string;
}

const delivered = {
  fr: (d: Delivered) => `${d.shopName} : votre commande ${d.orderNumber} a été livrée. Merci !`,
  ar: (d: Delivered) => `${d.shopName}: تم توصيل طلبكم \u2066${d.orderNumber}\u2069. شكراً!`,
  en: (d: Delivered) => `${d.shopName}: your order ${d.orderNumber} has been delivered. Thank you!`,
} satisfies Record<Locale, (d: Delivered) => string>;

/** To the buyer when the gift has been delivered. */
export const deliveredText = (d: Delivered) => delivered[d.locale](d);

interface Welcome {
  locale: Locale;
  shopName: string;
  firstName: string;
}

const welcome = {
  fr: (w: Welcome) => `Bienvenue chez ${w.shopName}, ${w.firstName} ! Votre compte est créé.`,
  ar: (w: Welcome) => `مرحباً بكم في ${w.shopName}، ${w.firstName}! تم إنشاء حسابكم.`,
  en: (w: Welcome) => `Welcome to ${w.shopName}, ${w.firstName}! Your account is ready.`,
} satisfies Record<Locale, (w: Welcome) => string>;

/** To a new customer who gave a phone number. */
export const welcomeText = (w: Welcome) => welcome[w.locale](w);
