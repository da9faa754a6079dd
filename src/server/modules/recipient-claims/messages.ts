import type { Locale } from '../../../contracts/common.js';
import { SHOP_TIME_ZONE } from '../../../contracts/shop-clock.js';
import { composeEmail, type EmailContent } from '../notifications/templates/layout.js';

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

const linkTexts = {
  fr: (n: ClaimNotice, reminder: boolean) =>
    `${reminder ? 'Rappel : ' : ''}Bonjour ${n.recipientName}, ${n.senderName ? `${n.senderName} vous offre un cadeau` : 'un cadeau vous attend'} chez ${n.shopName}. Indiquez votre adresse et le jour de livraison (lien valable ${n.days} jours) : ${n.link}`,
  ar: (n: ClaimNotice, reminder: boolean) =>
    `${reminder ? 'تذكير: ' : ''}مرحباً ${n.recipientName}، ${n.senderName ? `يهديكم ${n.senderName} هدية` : 'هدية في انتظاركم'} من ${n.shopName}. أدخلوا عنوانكم ويوم التسليم (الرابط صالح ${n.days} أيام): ${n.link}`,
  en: (n: ClaimNotice, reminder: boolean) =>
    `${reminder ? 'Reminder: ' : ''}Hello ${n.recipientName}, ${n.senderName ? `${n.senderName} is giving you a gift` : 'a gift is waiting for you'} from ${n.shopName}. Give your address and delivery day (link valid ${n.days} days): ${n.link}`,
} satisfies Record<Locale, (n: ClaimNotice, reminder: boolean) => string>;

/** The SMS or WhatsApp text to the recipient; `reminder` for the one reminder. */
export const claimLinkText = (n: ClaimNotice, reminder = false) => linkTexts[n.locale](n, reminder);

/** The same link by e-mail, when the sender gave the recipient's address. */
export function claimLinkEmail(n: ClaimNotice, reminder = false): EmailContent {
  const subject = { fr: 'Un cadeau vous attend', ar: 'هدية في انتظاركم', en: 'A gift is waiting for you' }[n.locale];
  const action = { fr: 'Indiquer mon adresse', ar: 'أدخلوا عنوانكم', en: 'Give my address' }[n.locale];
  const greeting = { fr: `Bonjour ${n.recipientName},`, ar: `مرحباً ${n.recipientName}،`, en: `Hello ${n.recipientName},` }[n.locale];
  const signature = { fr: `L’équipe ${n.shopName}`, ar: `فريق ${n.shopName}`, en: `The ${n.shopName} team` }[n.locale];
  return composeEmail({ locale: n.locale, shopName: n.shopName, subject, greeting, paragraphs: [claimLinkText(n, reminder)], action: { label: action, url: n.link }, signature });
}

export interface SenderNotice {
  locale: Locale;
  shopName: string;
  orderNumber: string;
  recipientName: string;
  orderLink: string;
}

const senderTexts = {
  fr: {
    given: (n: SenderNotice) => ({ subject: `${n.recipientName} a donné son adresse`, body: `${n.recipientName} a indiqué son adresse et le jour de livraison de la commande ${n.orderNumber}. Nous préparons le cadeau.` }),
    missing: (n: SenderNotice) => ({ subject: `${n.recipientName} n’a pas encore donné son adresse`, body: `Malgré un rappel, ${n.recipientName} n’a pas indiqué son adresse pour la commande ${n.orderNumber}. Notre équipe va vous contacter pour l’appeler ou vous rembourser. Vous pouvez aussi corriger son numéro depuis la page de la commande.` }),
    action: 'Voir ma commande',
    greeting: 'Bonjour,',
    signature: (s: string) => `L’équipe ${s}`,
  },
  ar: {
    given: (n: SenderNotice) => ({ subject: `أعطى ${n.recipientName} عنوانه`, body: `أدخل ${n.recipientName} عنوانه ويوم التسليم للطلب ${n.orderNumber}. نحن نحضّر الهدية.` }),
    missing: (n: SenderNotice) => ({ subject: `لم يُعطِ ${n.recipientName} عنوانه بعد`, body: `رغم التذكير، لم يُدخل ${n.recipientName} عنوانه للطلب ${n.orderNumber}. سيتصل بكم فريقنا للاتصال به أو لاسترداد المبلغ. يمكنكم أيضاً تصحيح رقمه من صفحة الطلب.` }),
    action: 'عرض طلبي',
    greeting: 'مرحباً،',
    signature: (s: string) => `فريق ${s}`,
  },
  en: {
    given: (n: SenderNotice) => ({ subject: `${n.recipientName} gave their address`, body: `${n.recipientName} gave their address and delivery day for order ${n.orderNumber}. We are preparing the gift.` }),
    missing: (n: SenderNotice) => ({ subject: `${n.recipientName} has not given their address yet`, body: `Despite a reminder, ${n.recipientName} has not given their address for order ${n.orderNumber}. Our team will contact you to call them or refund you. You can also correct their number from the order page.` }),
    action: 'See my order',
    greeting: 'Hello,',
    signature: (s: string) => `The ${s} team`,
  },
};

/** The sender's e-mail: the address was given, or is still missing after the reminder. */
export function senderEmail(n: SenderNotice, what: 'given' | 'missing'): EmailContent {
  const t = senderTexts[n.locale];
  const { subject, body } = t[what](n);
  return composeEmail({ locale: n.locale, shopName: n.shopName, subject, greeting: t.greeting, paragraphs: [body], action: { label: t.action, url: n.orderLink }, signature: t.signature(n.shopName) });
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

const unsentTexts = {
  fr: (n: UnsentLinkNotice, until: string) => ({
    subject: `Le lien n’a pas pu être envoyé à ${n.recipientName}`,
    paragraphs: [
      `Nous n’avons pas pu envoyer à ${n.recipientName} (${n.recipientPhone}) le lien pour indiquer son adresse et choisir le jour de livraison de la commande ${n.orderNumber}.`,
      `Transmettez-le-lui vous-même, par WhatsApp ou SMS : ${n.link}`,
      `Ce lien est personnel : ne le donnez qu’à ${n.recipientName}. Il fonctionne jusqu’au ${until}. Vous verrez ensuite la ville, le jour et le créneau choisis, jamais l’adresse.`,
    ],
  }),
  ar: (n: UnsentLinkNotice, until: string) => ({
    subject: `تعذّر إرسال الرابط إلى ${n.recipientName}`,
    paragraphs: [
      `لم نتمكن من إرسال الرابط إلى ${n.recipientName} (\u2066${n.recipientPhone}\u2069) ليُدخل عنوانه ويختار يوم التسليم للطلب \u2066${n.orderNumber}\u2069.`,
      `أرسلوه إليه بأنفسكم عبر واتساب أو رسالة نصية: ${n.link}`,
      `هذا الرابط شخصي: لا تعطوه إلا لـ${n.recipientName}. يبقى صالحاً حتى ${until}. سترون بعد ذلك المدينة واليوم والفترة المختارة، وليس العنوان أبداً.`,
    ],
  }),
  en: (n: UnsentLinkNotice, until: string) => ({
    subject: `The link could not be sent to ${n.recipientName}`,
    paragraphs: [
      `We could not send ${n.recipientName} (${n.recipientPhone}) the link to give their address and choose the delivery day for order ${n.orderNumber}.`,
      `Please forward it yourself, by WhatsApp or SMS: ${n.link}`,
      `This link is personal: give it to ${n.recipientName} only. It works until ${until}. You will then see the chosen city, day and slot, never the address.`,
    ],
  }),
} satisfies Record<Locale, (n: UnsentLinkNotice, until: string) => { subject: string; paragraphs: string[] }>;

/** The sender's e-mail when the recipient's link could not be sent: the link, to forward it. */
export function unsentLinkEmail(n: UnsentLinkNotice): EmailContent {
  const t = senderTexts[n.locale];
  const { subject, paragraphs } = unsentTexts[n.locale](n, formatUntil(n.expiresAt, n.locale));
  return composeEmail({ locale: n.locale, shopName: n.shopName, subject, greeting: t.greeting, paragraphs, action: { label: t.action, url: n.orderLink }, signature: t.signature(n.shopName) });
}
