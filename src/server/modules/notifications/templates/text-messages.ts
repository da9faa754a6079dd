import type { Locale } from '../../../../contracts/common.js';
import { fill, textsIn } from '../../../lib/language/texts.js';

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

/** To the recipient when the order leaves for delivery. */
export function dispatchText(d: Dispatch) {
  const t = textsIn(d.locale, 'server-orders').dispatch;
  const from = d.senderName ? fill(t.from, { sender: d.senderName }) : t.fromNobody;
  return fill(t.text, { recipient: d.recipientName, from, shop: d.shopName, link: d.trackLink, number: d.orderNumber });
}

interface Delivered {
  locale: Locale;
  shopName: string;
  orderNumber: string;
}

/** To the buyer when the gift has been delivered. */
export const deliveredText = (d: Delivered) => fill(textsIn(d.locale, 'server-orders').delivered, { shop: d.shopName, number: d.orderNumber });

interface Welcome {
  locale: Locale;
  shopName: string;
  firstName: string;
}

/** To a new customer who gave a phone number. */
export const welcomeText = (w: Welcome) => fill(textsIn(w.locale, 'server-account').welcome.text, { shop: w.shopName, name: w.firstName });
