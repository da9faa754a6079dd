import type { Locale } from '../../../../contracts/common.js';
import { composeEmail, type EmailContent } from './layout.js';

interface NewsletterConfirmInput {
  locale: Locale;
  shopName: string;
  link: string;
  /** The unsubscribe link every newsletter e-mail carries. */
  unsubscribe?: string;
}

const texts = {
  fr: (shop: string) => ({
    subject: `Confirmez votre inscription à la newsletter ${shop}`,
    greeting: 'Bonjour,',
    paragraphs: [`Vous avez demandé à recevoir la newsletter de ${shop} : idées de cadeaux, nouveautés et occasions à ne pas manquer.`],
    action: 'Confirmer mon inscription',
    after: ['Sans confirmation, vous ne recevrez rien. Si vous n’êtes pas à l’origine de cette demande, ignorez cet email.'],
    unsubscribe: 'Pour ne plus rien recevoir de notre part :',
    signature: `L’équipe ${shop}`,
  }),
  ar: (shop: string) => ({
    subject: `أكدوا اشتراككم في النشرة الإخبارية لـ ${shop}`,
    greeting: 'مرحباً،',
    paragraphs: [`طلبتم تلقي النشرة الإخبارية لـ ${shop}: أفكار هدايا وجديدنا والمناسبات التي لا تفوّت.`],
    action: 'تأكيد اشتراكي',
    after: ['بدون تأكيد لن تتلقوا أي رسالة. إذا لم تطلبوا ذلك، تجاهلوا هذه الرسالة.'],
    unsubscribe: 'لإلغاء الاشتراك وعدم تلقي أي رسالة منا:',
    signature: `فريق ${shop}`,
  }),
  en: (shop: string) => ({
    subject: `Confirm your subscription to the ${shop} newsletter`,
    greeting: 'Hello,',
    paragraphs: [`You asked to receive the ${shop} newsletter: gift ideas, new arrivals and occasions not to miss.`],
    action: 'Confirm my subscription',
    after: ['Without confirmation you will receive nothing. If you did not ask for this, ignore this e-mail.'],
    unsubscribe: 'To receive nothing more from us:',
    signature: `The ${shop} team`,
  }),
};

/** The double opt-in e-mail: nothing is sent to the address until its owner follows the link. */
export function newsletterConfirmEmail({ locale, shopName, link, unsubscribe }: NewsletterConfirmInput): EmailContent {
  const t = texts[locale](shopName);
  return composeEmail({
    locale,
    shopName,
    subject: t.subject,
    greeting: t.greeting,
    paragraphs: t.paragraphs,
    action: { label: t.action, url: link },
    after: unsubscribe ? [...t.after, `${t.unsubscribe} ${unsubscribe}`] : t.after,
    signature: t.signature,
  });
}
