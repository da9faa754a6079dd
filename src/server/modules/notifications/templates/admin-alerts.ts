import type { Locale } from '../../../../contracts/common.js';
import { composeEmail, type EmailBrand, type EmailContent } from './layout.js';

/** E-mails to the shop itself (the admin e-mail), in the shop's default language. */
interface Common {
  locale: Locale;
  shopName: string;
  brand?: EmailBrand;
}

const signature = { fr: (s: string) => `— ${s}`, ar: (s: string) => `— ${s}`, en: (s: string) => `— ${s}` };
const greeting = { fr: 'Bonjour,', ar: 'مرحباً،', en: 'Hello,' };

/** Every alert's frame: the shop's name, look, greeting and signature around its own texts. */
const alertEmail = (c: Common, texts: { subject: string; paragraphs: string[]; action?: { label: string; url: string } }) =>
  composeEmail({ locale: c.locale, shopName: c.shopName, brand: c.brand, greeting: greeting[c.locale], signature: signature[c.locale](c.shopName), ...texts });

export interface NewReviewAlert extends Common {
  rating: number;
  comment: string | null;
  author: string | null;
  orderNumber: string | null;
  link: string;
}

const review = {
  fr: (r: NewReviewAlert) => ({
    subject: `Nouvel avis client : ${r.rating}/5`,
    lines: [
      `${r.author ?? 'Un client'} a laissé un avis${r.orderNumber ? ` sur la commande ${r.orderNumber}` : ''} : ${r.rating}/5.`,
      ...(r.comment ? [`« ${r.comment} »`] : []),
      'Il attend votre modération avant d’être publié.',
    ],
    action: 'Modérer les avis',
  }),
  ar: (r: NewReviewAlert) => ({
    subject: `تقييم جديد من زبون: \u2066${r.rating}/5\u2069`,
    lines: [
      `ترك ${r.author ?? 'زبون'} تقييماً${r.orderNumber ? ` على الطلب \u2066${r.orderNumber}\u2069` : ''}: \u2066${r.rating}/5\u2069.`,
      ...(r.comment ? [`«${r.comment}»`] : []),
      'ينتظر مراجعتكم قبل نشره.',
    ],
    action: 'مراجعة التقييمات',
  }),
  en: (r: NewReviewAlert) => ({
    subject: `New customer review: ${r.rating}/5`,
    lines: [
      `${r.author ?? 'A customer'} left a review${r.orderNumber ? ` on order ${r.orderNumber}` : ''}: ${r.rating}/5.`,
      ...(r.comment ? [`“${r.comment}”`] : []),
      'It awaits your moderation before it is published.',
    ],
    action: 'Moderate reviews',
  }),
} satisfies Record<Locale, (r: NewReviewAlert) => unknown>;

export function newReviewEmail(r: NewReviewAlert): EmailContent {
  const t = review[r.locale](r);
  return alertEmail(r, { subject: t.subject, paragraphs: t.lines, action: { label: t.action, url: r.link } });
}

export interface NewOrderAlert extends Common {
  orderNumber: string;
  total: string;
  buyer: string;
  recipientCity: string | null;
  link: string;
}

const order = {
  fr: (o: NewOrderAlert) => ({
    subject: `Nouvelle commande ${o.orderNumber}`,
    lines: [
      `${o.buyer} vient de passer la commande ${o.orderNumber} pour ${o.total}\u00a0DH${o.recipientCity ? `, à livrer à ${o.recipientCity}` : ''}.`,
    ],
    action: 'Voir les commandes',
  }),
  ar: (o: NewOrderAlert) => ({
    subject: `طلب جديد \u2066${o.orderNumber}\u2069`,
    lines: [
      `قام ${o.buyer} بالطلب \u2066${o.orderNumber}\u2069 بمبلغ \u2066${o.total}\u00a0DH\u2069${o.recipientCity ? `، للتوصيل إلى ${o.recipientCity}` : ''}.`,
    ],
    action: 'عرض الطلبات',
  }),
  en: (o: NewOrderAlert) => ({
    subject: `New order ${o.orderNumber}`,
    lines: [`${o.buyer} has just placed order ${o.orderNumber} for ${o.total}\u00a0DH${o.recipientCity ? `, to be delivered in ${o.recipientCity}` : ''}.`],
    action: 'See the orders',
  }),
} satisfies Record<Locale, (o: NewOrderAlert) => unknown>;

export function newOrderEmail(o: NewOrderAlert): EmailContent {
  const t = order[o.locale](o);
  return alertEmail(o, { subject: t.subject, paragraphs: t.lines, action: { label: t.action, url: o.link } });
}

export interface PaidTwiceAlert extends Common {
  orderNumber: string;
  total: string;
  /** The second payment's reference at the provider. */
  payment: string;
}

const paidTwice = {
  fr: (p: PaidTwiceAlert) => ({
    subject: `Commande ${p.orderNumber} payée deux fois`,
    lines: [
      `Un second paiement de ${p.total}\u00a0DH est arrivé pour la commande ${p.orderNumber}, déjà payée (${p.payment}).`,
      'Il n’a pas été pris en compte : vérifiez-le chez le prestataire de paiement et remboursez-le s’il a été débité.',
    ],
  }),
  ar: (p: PaidTwiceAlert) => ({
    subject: `الطلب \u2066${p.orderNumber}\u2069 مدفوع مرتين`,
    lines: [
      `وصل دفع ثانٍ بمبلغ \u2066${p.total}\u00a0DH\u2069 للطلب \u2066${p.orderNumber}\u2069 المدفوع من قبل (\u2066${p.payment}\u2069).`,
      'لم يُحتسب: تحققوا منه لدى مزود الدفع وأعيدوا المبلغ إن تم خصمه.',
    ],
  }),
  en: (p: PaidTwiceAlert) => ({
    subject: `Order ${p.orderNumber} paid twice`,
    lines: [
      `A second payment of ${p.total}\u00a0DH arrived for order ${p.orderNumber}, already paid (${p.payment}).`,
      'It was not taken into account: check it with the payment provider and refund it if it was charged.',
    ],
  }),
} satisfies Record<Locale, (p: PaidTwiceAlert) => unknown>;

export function paidTwiceEmail(p: PaidTwiceAlert): EmailContent {
  const t = paidTwice[p.locale](p);
  return alertEmail(p, { subject: t.subject, paragraphs: t.lines });
}

export interface ContactAlert extends Common {
  name: string;
  email: string;
  subject: string;
  message: string;
}

const contact = {
  fr: (c: ContactAlert) => ({ subject: `Message de contact : ${c.subject}`, from: `${c.name} (${c.email}) vous écrit :`, reply: 'Répondez directement à cette adresse.' }),
  ar: (c: ContactAlert) => ({ subject: `رسالة تواصل: ${c.subject}`, from: `كتب إليكم ${c.name} (\u2066${c.email}\u2069):`, reply: 'أجيبوا مباشرة على هذا العنوان.' }),
  en: (c: ContactAlert) => ({ subject: `Contact message: ${c.subject}`, from: `${c.name} (${c.email}) writes:`, reply: 'Reply directly to this address.' }),
} satisfies Record<Locale, (c: ContactAlert) => unknown>;

export function contactMessageEmail(c: ContactAlert): EmailContent {
  const t = contact[c.locale](c);
  return alertEmail(c, { subject: t.subject, paragraphs: [t.from, c.message, t.reply] });
}

const test = {
  fr: { subject: 'Email de test', line: 'Cet email confirme que l’envoi des emails de la boutique fonctionne.' },
  ar: { subject: 'بريد تجريبي', line: 'تؤكد هذه الرسالة أن إرسال رسائل المتجر يعمل.' },
  en: { subject: 'Test e-mail', line: 'This e-mail confirms that the shop’s e-mail sending works.' },
} satisfies Record<Locale, unknown>;

export function testEmail(c: Common): EmailContent {
  const t = test[c.locale];
  return alertEmail(c, { subject: `${t.subject} — ${c.shopName}`, paragraphs: [t.line] });
}
