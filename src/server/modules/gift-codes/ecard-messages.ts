import type { Locale } from '../../../contracts/common.js';
import { fill, textsIn } from '../../lib/language/texts.js';
import { composeEmail, emailFrame, type EmailBrand, type EmailContent } from '../notifications/index.js';

/** What the recipient receives on the delivery date: a text and, with an address, an e-mail, both with the e-card's link. */
export interface EcardNotice {
  locale: Locale;
  shopName: string;
  recipientName: string;
  /** Null for an anonymous gift: nothing then names who sent it. */
  senderName: string | null;
  giftName: string;
  link: string;
  brand?: EmailBrand;
}

/** "Karim vous offre « Coffret »", or without a sender "Un cadeau vous attend : « Coffret »". */
function from(n: EcardNotice) {
  const t = textsIn(n.locale, 'server-ecard');
  return n.senderName ? fill(t.from, { sender: n.senderName, gift: n.giftName }) : fill(t.fromNobody, { gift: n.giftName });
}

/** The SMS or WhatsApp text. */
export function ecardText(n: EcardNotice): string {
  return fill(textsIn(n.locale, 'server-ecard').text, { recipient: n.recipientName, from: from(n), shop: n.shopName, link: n.link });
}

/** The e-mail, when the sender gave the recipient's address. */
export function ecardEmail(n: EcardNotice): EmailContent {
  const t = textsIn(n.locale, 'server-ecard');
  return composeEmail({
    ...emailFrame(n.locale, n.shopName, n.recipientName),
    brand: n.brand,
    subject: n.senderName ? fill(t.subject, { sender: n.senderName }) : t.subjectNobody,
    paragraphs: [`${from(n)}.`, t.body],
    action: { label: t.action, url: n.link },
  });
}
