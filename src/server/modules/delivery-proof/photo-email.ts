import type { Locale } from '../../../contracts/common.js';
import { composeEmail, type EmailBrand, type EmailContent } from '../notifications/templates/layout.js';

interface PhotoEmailInput {
  locale: Locale;
  shopName: string;
  brand: EmailBrand;
  firstName: string | null;
  orderNumber: string;
  recipientName: string;
  /** The photo itself (works without signing in) and the order page that shows it too. */
  photoLink: string;
  orderLink: string;
}

const texts = {
  fr: (i: PhotoEmailInput) => ({
    subject: `Votre cadeau ${i.orderNumber} a été remis : la photo de la livraison`,
    greeting: i.firstName ? `Bonjour ${i.firstName},` : 'Bonjour,',
    paragraphs: [`Votre cadeau a bien été remis à ${i.recipientName}. Notre livreur a pris une photo au moment de la livraison.`],
    action: 'Voir la photo',
    after: [`Elle est aussi visible sur la page de votre commande : ${i.orderLink}`],
    signature: `L’équipe ${i.shopName}`,
  }),
  ar: (i: PhotoEmailInput) => ({
    subject: `تم تسليم هديتكم ${i.orderNumber}: صورة التسليم`,
    greeting: i.firstName ? `مرحباً ${i.firstName}،` : 'مرحباً،',
    paragraphs: [`تم تسليم هديتكم إلى ${i.recipientName}. التقط عامل التوصيل صورة لحظة التسليم.`],
    action: 'عرض الصورة',
    after: [`يمكنكم أيضاً رؤيتها في صفحة طلبكم: ${i.orderLink}`],
    signature: `فريق ${i.shopName}`,
  }),
  en: (i: PhotoEmailInput) => ({
    subject: `Your gift ${i.orderNumber} was handed over: the delivery photo`,
    greeting: i.firstName ? `Hello ${i.firstName},` : 'Hello,',
    paragraphs: [`Your gift was handed to ${i.recipientName}. Our courier took a photo at the moment of delivery.`],
    action: 'See the photo',
    after: [`It is also shown on your order's page: ${i.orderLink}`],
    signature: `The ${i.shopName} team`,
  }),
};

/** The sender's e-mail with the link to the delivery photo. */
export function deliveryPhotoEmail(input: PhotoEmailInput): EmailContent {
  const t = texts[input.locale](input);
  return composeEmail({
    locale: input.locale,
    shopName: input.shopName,
    brand: input.brand,
    subject: t.subject,
    greeting: t.greeting,
    paragraphs: t.paragraphs,
    action: { label: t.action, url: input.photoLink },
    after: t.after,
    signature: t.signature,
  });
}
