import type { Locale } from '../../../../contracts/common.js';
import { composeEmail, type EmailBrand, type EmailContent } from './layout.js';

interface WelcomeEmailInput {
  locale: Locale;
  brand?: EmailBrand;
  shopName: string;
  firstName: string;
  /** Where the button leads: the catalogue. */
  link: string;
}

const texts = {
  fr: (shop: string) => ({
    subject: `Bienvenue chez ${shop}`,
    greeting: (name: string) => `Bonjour ${name},`,
    paragraphs: [
      'Votre compte a bien été créé.',
      'Vous pouvez dès maintenant offrir des cadeaux partout au Maroc, avec un message personnel ou en toute discrétion, et suivre vos commandes depuis votre espace.',
    ],
    action: 'Découvrir les cadeaux',
    signature: `L’équipe ${shop}`,
  }),
  ar: (shop: string) => ({
    subject: `مرحباً بكم في ${shop}`,
    greeting: (name: string) => `مرحباً ${name}،`,
    paragraphs: [
      'تم إنشاء حسابكم بنجاح.',
      'يمكنكم الآن إهداء هدايا في جميع أنحاء المغرب، مع رسالة شخصية أو بكل سرية، وتتبع طلباتكم من حسابكم.',
    ],
    action: 'اكتشفوا الهدايا',
    signature: `فريق ${shop}`,
  }),
  en: (shop: string) => ({
    subject: `Welcome to ${shop}`,
    greeting: (name: string) => `Hello ${name},`,
    paragraphs: [
      'Your account has been created.',
      'You can now send gifts anywhere in Morocco, with a personal message or discreetly, and follow your orders from your account.',
    ],
    action: 'Discover our gifts',
    signature: `The ${shop} team`,
  }),
};

export function welcomeEmail({ locale, shopName, firstName, link, brand }: WelcomeEmailInput): EmailContent {
  const t = texts[locale](shopName);
  return composeEmail({
    locale,
    shopName,
    brand,
    subject: t.subject,
    greeting: t.greeting(firstName),
    paragraphs: t.paragraphs,
    action: { label: t.action, url: link },
    signature: t.signature,
  });
}
