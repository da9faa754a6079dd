import type { Locale } from '../../../../contracts/common.js';
import { composeEmail, type EmailBrand, type EmailContent } from './layout.js';

interface ResetEmailInput {
  locale: Locale;
  brand?: EmailBrand;
  shopName: string;
  firstName: string;
  link: string;
}

const texts = {
  fr: (shop: string) => ({
    subject: 'Réinitialisation de votre mot de passe',
    greeting: (name: string) => `Bonjour ${name},`,
    paragraphs: [`Vous avez demandé à réinitialiser le mot de passe de votre compte ${shop}.`],
    action: 'Choisir un nouveau mot de passe',
    after: [
      'Ce lien est valable une heure et ne peut servir qu’une fois.',
      'Si vous n’êtes pas à l’origine de cette demande, ignorez cet email : votre mot de passe reste inchangé.',
    ],
    signature: `L’équipe ${shop}`,
  }),
  ar: (shop: string) => ({
    subject: 'إعادة تعيين كلمة المرور',
    greeting: (name: string) => `مرحباً ${name}،`,
    paragraphs: [`لقد طلبتم إعادة تعيين كلمة مرور حسابكم في ${shop}.`],
    action: 'اختيار كلمة مرور جديدة',
    after: [
      'هذا الرابط صالح لمدة ساعة واحدة ولا يُستعمل إلا مرة واحدة.',
      'إذا لم تطلبوا ذلك، تجاهلوا هذه الرسالة: تبقى كلمة مروركم دون تغيير.',
    ],
    signature: `فريق ${shop}`,
  }),
  en: (shop: string) => ({
    subject: 'Reset your password',
    greeting: (name: string) => `Hello ${name},`,
    paragraphs: [`You asked to reset the password of your ${shop} account.`],
    action: 'Choose a new password',
    after: [
      'This link is valid for one hour and can be used only once.',
      'If you did not ask for this, ignore this e-mail: your password stays unchanged.',
    ],
    signature: `The ${shop} team`,
  }),
};

export function passwordResetEmail({ locale, shopName, firstName, link, brand }: ResetEmailInput): EmailContent {
  const t = texts[locale](shopName);
  return composeEmail({
    locale,
    shopName,
    brand,
    subject: t.subject,
    greeting: t.greeting(firstName),
    paragraphs: t.paragraphs,
    action: { label: t.action, url: link },
    after: t.after,
    signature: t.signature,
  });
}
