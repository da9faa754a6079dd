import type { Locale } from '../../../contracts/common.js';
import { composeEmail, type EmailBrand, type EmailContent } from '../notifications/templates/layout.js';

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

const texts = {
  fr: (n: EcardNotice) => ({
    from: n.senderName ? `${n.senderName} vous offre « ${n.giftName} »` : `Un cadeau vous attend : « ${n.giftName} »`,
    sms: (from: string) => `Bonjour ${n.recipientName}, ${from} ! Votre carte cadeau ${n.shopName}, avec votre code : ${n.link}`,
    subject: n.senderName ? `${n.senderName} vous offre un cadeau` : 'Un cadeau vous attend',
    greeting: `Bonjour ${n.recipientName},`,
    body: 'Votre carte cadeau vous attend, avec le message qui l’accompagne et le code à présenter pour en profiter.',
    action: 'Ouvrir ma carte cadeau',
    signature: `L’équipe ${n.shopName}`,
  }),
  ar: (n: EcardNotice) => ({
    from: n.senderName ? `يهديكم ${n.senderName} «${n.giftName}»` : `هدية في انتظاركم: «${n.giftName}»`,
    sms: (from: string) => `مرحباً ${n.recipientName}، ${from}! بطاقة الهدية من ${n.shopName} مع رمزكم: ${n.link}`,
    subject: n.senderName ? `يهديكم ${n.senderName} هدية` : 'هدية في انتظاركم',
    greeting: `مرحباً ${n.recipientName}،`,
    body: 'بطاقة هديتكم في انتظاركم، مع الرسالة المرفقة بها والرمز الذي تقدمونه للاستفادة منها.',
    action: 'افتحوا بطاقة الهدية',
    signature: `فريق ${n.shopName}`,
  }),
  en: (n: EcardNotice) => ({
    from: n.senderName ? `${n.senderName} is giving you “${n.giftName}”` : `A gift is waiting for you: “${n.giftName}”`,
    sms: (from: string) => `Hello ${n.recipientName}, ${from}! Your ${n.shopName} e-card, with your code: ${n.link}`,
    subject: n.senderName ? `${n.senderName} is giving you a gift` : 'A gift is waiting for you',
    greeting: `Hello ${n.recipientName},`,
    body: 'Your e-card is waiting for you, with its message and the code to show to enjoy your gift.',
    action: 'Open my e-card',
    signature: `The ${n.shopName} team`,
  }),
} satisfies Record<Locale, (n: EcardNotice) => unknown>;

/** The SMS or WhatsApp text. */
export function ecardText(n: EcardNotice): string {
  const t = texts[n.locale](n);
  return t.sms(t.from);
}

/** The e-mail, when the sender gave the recipient's address. */
export function ecardEmail(n: EcardNotice): EmailContent {
  const t = texts[n.locale](n);
  return composeEmail({
    locale: n.locale,
    shopName: n.shopName,
    brand: n.brand,
    subject: t.subject,
    greeting: t.greeting,
    paragraphs: [`${t.from}.`, t.body],
    action: { label: t.action, url: n.link },
    signature: t.signature,
  });
}
