import type { Locale } from '../../../../contracts/common.js';
import { fill, textsIn } from '../../../lib/language/texts.js';
import { composeEmail, type EmailBrand, type EmailContent } from './layout.js';

/** E-mails to the shop itself (the admin e-mail), in the shop's default language. */
interface Common {
  locale: Locale;
  shopName: string;
  brand?: EmailBrand;
}

/** Every alert's frame: the shop's name, look, greeting and signature around its own texts. */
const alertEmail = (c: Common, texts: { subject: string; paragraphs: string[]; action?: { label: string; url: string } }) =>
  composeEmail({
    locale: c.locale,
    shopName: c.shopName,
    brand: c.brand,
    greeting: textsIn(c.locale, 'server-common').email.greetingNoName,
    signature: fill(textsIn(c.locale, 'server-alerts').signature, { shop: c.shopName }),
    ...texts,
  });

export interface NewReviewAlert extends Common {
  rating: number;
  comment: string | null;
  author: string | null;
  orderNumber: string | null;
  link: string;
}

export function newReviewEmail(r: NewReviewAlert): EmailContent {
  const t = textsIn(r.locale, 'server-alerts').review;
  const said = { author: r.author ?? t.someone, number: r.orderNumber ?? '', rating: r.rating };
  return alertEmail(r, {
    subject: fill(t.subject, { rating: r.rating }),
    paragraphs: [fill(r.orderNumber ? t.leftOnOrder : t.left, said), ...(r.comment ? [fill(t.comment, { comment: r.comment })] : []), t.awaits],
    action: { label: t.action, url: r.link },
  });
}

export interface NewOrderAlert extends Common {
  orderNumber: string;
  total: string;
  buyer: string;
  recipientCity: string | null;
  link: string;
}

export function newOrderEmail(o: NewOrderAlert): EmailContent {
  const t = textsIn(o.locale, 'server-alerts').order;
  const placed = { buyer: o.buyer, number: o.orderNumber, total: o.total, city: o.recipientCity ?? '' };
  return alertEmail(o, {
    subject: fill(t.subject, { number: o.orderNumber }),
    paragraphs: [fill(o.recipientCity ? t.placedFor : t.placed, placed)],
    action: { label: t.action, url: o.link },
  });
}

export interface SwapAlert extends Common {
  orderNumber: string;
  recipientName: string;
  /** The gift the sender chose and the one the recipient took instead, in the shop's language. */
  offered: string;
  chosen: string;
  /** The price difference and what becomes of it; null when the two cost the same. */
  difference: { amount: string; outcome: 'refunded' | 'toRefund' | 'kept' } | null;
  link: string;
}

/** The recipient took another gift: the shop packs that one, and reads what becomes of the difference. */
export function swapEmail(s: SwapAlert): EmailContent {
  const t = textsIn(s.locale, 'server-alerts').swap;
  const names = { number: s.orderNumber, recipient: s.recipientName, offered: s.offered, chosen: s.chosen };
  return alertEmail(s, {
    subject: fill(t.subject, names),
    paragraphs: [fill(t.body, names), ...(s.difference ? [fill(t[s.difference.outcome], { amount: s.difference.amount })] : [])],
    action: { label: t.action, url: s.link },
  });
}

export interface PaidTwiceAlert extends Common {
  orderNumber: string;
  total: string;
  /** The second payment's reference at the provider. */
  payment: string;
}

export function paidTwiceEmail(p: PaidTwiceAlert): EmailContent {
  const t = textsIn(p.locale, 'server-alerts').paidTwice;
  const paid = { number: p.orderNumber, total: p.total, payment: p.payment };
  return alertEmail(p, { subject: fill(t.subject, paid), paragraphs: t.paragraphs.map((line) => fill(line, paid)) });
}

export interface ContactAlert extends Common {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export function contactMessageEmail(c: ContactAlert): EmailContent {
  const t = textsIn(c.locale, 'server-alerts').contact;
  return alertEmail(c, {
    subject: fill(t.subject, { subject: c.subject }),
    paragraphs: [fill(t.from, { name: c.name, email: c.email }), c.message, t.reply],
  });
}

export function testEmail(c: Common): EmailContent {
  const t = textsIn(c.locale, 'server-alerts').test;
  return alertEmail(c, { subject: fill(t.subject, { shop: c.shopName }), paragraphs: [t.line] });
}
