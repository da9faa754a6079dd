import type { Locale } from '../../../contracts/common.js';
import { composeEmail, type EmailBrand, type EmailContent } from '../notifications/templates/layout.js';
import { groupedAmount } from '../orders/money.js';
import { occasionLabel } from './labels.js';

export interface SuggestedGift {
  name: string;
  price: string;
  link: string;
}

export interface ReminderMessageInput {
  locale: Locale;
  shopName: string;
  brand?: EmailBrand;
  firstName: string | null;
  personName: string;
  occasion: string;
  daysLeft: number;
  /** The occasion's date, already written for the customer's language. */
  date: string;
  gifts: SuggestedGift[];
  shopLink: string;
  unsubscribeLink: string;
}

const texts = {
  fr: (i: ReminderMessageInput, what: string) => ({
    subject: `Dans ${i.daysLeft} jours : ${what} ${i.personName}`,
    greeting: i.firstName ? `Bonjour ${i.firstName},` : 'Bonjour,',
    intro: `Vous nous avez demandé de vous le rappeler : ${what} ${i.personName} approche (${i.date}). Il reste le temps de faire livrer un cadeau.`,
    ideas: 'Quelques idées choisies pour l’occasion :',
    action: 'Choisir un cadeau',
    unsubscribe: 'Ne plus recevoir ce rappel :',
    signature: `L’équipe ${i.shopName}`,
  }),
  ar: (i: ReminderMessageInput, what: string) => ({
    subject: `بعد ${i.daysLeft} أيام: ${what} ${i.personName}`,
    greeting: i.firstName ? `مرحباً ${i.firstName}،` : 'مرحباً،',
    intro: `طلبتم منا تذكيركم: ${what} ${i.personName} يقترب (${i.date}). ما زال هناك وقت لتوصيل هدية.`,
    ideas: 'بعض الأفكار المختارة لهذه المناسبة:',
    action: 'اختيار هدية',
    unsubscribe: 'لإيقاف هذا التذكير:',
    signature: `فريق ${i.shopName}`,
  }),
  en: (i: ReminderMessageInput, what: string) => ({
    subject: `In ${i.daysLeft} days: ${what} ${i.personName}`,
    greeting: i.firstName ? `Hello ${i.firstName},` : 'Hello,',
    intro: `You asked us to remind you: ${what} ${i.personName} is coming up (${i.date}). There is still time to have a gift delivered.`,
    ideas: 'A few ideas chosen for the occasion:',
    action: 'Choose a gift',
    unsubscribe: 'Stop this reminder:',
    signature: `The ${i.shopName} team`,
  }),
};

// The currency as each language writes it on the shop (DH in French, as the order e-mails do).
const money: Record<Locale, (price: string) => string> = {
  fr: (p) => `${groupedAmount(p)} DH`,
  ar: (p) => `${groupedAmount(p)} درهم`,
  en: (p) => `MAD ${p}`,
};
const lines = (gifts: SuggestedGift[], locale: Locale) => gifts.map((g) => `• ${g.name} (${money[locale](g.price)}) ${g.link}`);

/** The reminder e-mail: the date, a few gifts from the quiz's recommender, and the one-click way out. */
export function reminderEmail(input: ReminderMessageInput): EmailContent {
  const t = texts[input.locale](input, occasionLabel(input.locale, input.occasion));
  return composeEmail({
    locale: input.locale,
    shopName: input.shopName,
    brand: input.brand,
    subject: t.subject,
    greeting: t.greeting,
    paragraphs: input.gifts.length ? [t.intro, [t.ideas, ...lines(input.gifts, input.locale)].join('\n')] : [t.intro],
    action: { label: t.action, url: input.shopLink },
    after: [`${t.unsubscribe} ${input.unsubscribeLink}`],
    signature: t.signature,
  });
}

/** The same reminder as one WhatsApp message. */
export function reminderText(input: ReminderMessageInput): string {
  const t = texts[input.locale](input, occasionLabel(input.locale, input.occasion));
  return [t.intro, ...(input.gifts.length ? [t.ideas, ...lines(input.gifts, input.locale)] : []), `${t.unsubscribe} ${input.unsubscribeLink}`].join('\n');
}
