import type { Locale } from '../../../contracts/common.js';
import { SHOP_TIME_ZONE } from '../../../contracts/shop-clock.js';
import { fill, textsIn } from '../../lib/language/texts.js';
import { composeEmail, emailFrame, type EmailContent } from '../notifications/index.js';

/** The outbox's name for the messages carrying the recipient's link. */
export const CLAIM_TEMPLATE = 'recipient_claim';

/** The recipient's text with the link to give the address; the sender's e-mails when it was given or not. */
export interface ClaimNotice {
  locale: Locale;
  shopName: string;
  recipientName: string;
  /** Null for an anonymous gift. */
  senderName: string | null;
  link: string;
  days: number;
}

/** The SMS or WhatsApp text to the recipient; `reminder` for the one reminder. */
export function claimLinkText(n: ClaimNotice, reminder = false) {
  const t = textsIn(n.locale, 'server-claims').link;
  const from = n.senderName ? fill(t.from, { sender: n.senderName }) : t.fromNobody;
  const text = fill(t.text, { recipient: n.recipientName, from, shop: n.shopName, days: n.days, link: n.link });
  return reminder ? fill(t.reminder, { text }) : text;
}

/** The same link by e-mail, when the sender gave the recipient's address. */
export function claimLinkEmail(n: ClaimNotice, reminder = false): EmailContent {
  const t = textsIn(n.locale, 'server-claims').link;
  return composeEmail({
    ...emailFrame(n.locale, n.shopName, n.recipientName),
    subject: t.subject,
    paragraphs: [claimLinkText(n, reminder)],
    action: { label: t.action, url: n.link },
  });
}

export interface SenderNotice {
  locale: Locale;
  shopName: string;
  orderNumber: string;
  recipientName: string;
  orderLink: string;
}

/** The gift the recipient took instead of the sender's (in the sender's language), and the difference refunded, if any. */
export interface ChosenGift {
  gift: string;
  refund: string | null;
}

/** The sender's e-mail: the address was given (with the gift the recipient chose instead, if so), or is still missing after the reminder. */
export function senderEmail(n: SenderNotice, what: 'given' | 'missing', chosen?: ChosenGift): EmailContent {
  const t = textsIn(n.locale, 'server-claims');
  const names = { recipient: n.recipientName, number: n.orderNumber };
  const texts = chosen
    ? { subject: fill(t.swapped.subject, names), paragraphs: [fill(t.swapped.body, { ...names, gift: chosen.gift }), ...(chosen.refund ? [fill(t.swapped.refund, { amount: chosen.refund })] : [])] }
    : { subject: fill(t[what].subject, names), paragraphs: [fill(t[what].body, names)] };
  return composeEmail({
    ...emailFrame(n.locale, n.shopName, null),
    ...texts,
    action: { label: t.senderAction, url: n.orderLink },
  });
}

export interface UnsentLinkNotice extends SenderNotice {
  recipientPhone: string;
  link: string;
  expiresAt: Date;
}

// The link's last day on the shop's clock, one formatter per language.
const untilFormats = new Map<Locale, Intl.DateTimeFormat>();
function formatUntil(at: Date, locale: Locale) {
  let format = untilFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-MA' : locale, { dateStyle: 'long', timeZone: SHOP_TIME_ZONE });
    untilFormats.set(locale, format);
  }
  return format.format(at);
}

/** The sender's e-mail when the recipient's link could not be sent: the link, to forward it. */
export function unsentLinkEmail(n: UnsentLinkNotice): EmailContent {
  const t = textsIn(n.locale, 'server-claims');
  const names = { recipient: n.recipientName, phone: n.recipientPhone, number: n.orderNumber, link: n.link, until: formatUntil(n.expiresAt, n.locale) };
  return composeEmail({
    ...emailFrame(n.locale, n.shopName, null),
    subject: fill(t.unsent.subject, names),
    paragraphs: t.unsent.paragraphs.map((line) => fill(line, names)),
    action: { label: t.senderAction, url: n.orderLink },
  });
}
