import type { Locale } from '../../../contracts/common.js';
import { fill, textsIn } from '../../lib/language/texts.js';
import { composeEmail, emailFrame, type EmailBrand, type EmailContent } from '../notifications/index.js';
import { groupedAmount } from '../../domain/money.js';
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

/** The reminder's words, with the occasion and the person filled in. */
function wordsOf(i: ReminderMessageInput) {
  const t = textsIn(i.locale, 'server-reminders');
  const about = { what: occasionLabel(i.locale, i.occasion), person: i.personName };
  return {
    subject: fill(t.subject, { days: i.daysLeft, ...about }),
    intro: fill(t.intro, { date: i.date, ...about }),
    ideas: t.ideas,
    action: t.action,
    unsubscribe: fill(t.unsubscribe, { link: i.unsubscribeLink }),
  };
}

// The currency as each language writes it on the shop (DH in French, as the order e-mails do); English keeps the plain amount.
const price = (amount: string, locale: Locale) => fill(textsIn(locale, 'server-reminders').price, { amount: locale === 'en' ? amount : groupedAmount(amount) });
const lines = (gifts: SuggestedGift[], locale: Locale) => gifts.map((g) => `• ${g.name} (${price(g.price, locale)}) ${g.link}`);

/** The reminder e-mail: the date, a few gifts from the quiz's recommender, and the one-click way out. */
export function reminderEmail(input: ReminderMessageInput): EmailContent {
  const t = wordsOf(input);
  return composeEmail({
    ...emailFrame(input.locale, input.shopName, input.firstName),
    brand: input.brand,
    subject: t.subject,
    paragraphs: input.gifts.length ? [t.intro, [t.ideas, ...lines(input.gifts, input.locale)].join('\n')] : [t.intro],
    action: { label: t.action, url: input.shopLink },
    after: [t.unsubscribe],
  });
}

/** The same reminder as one WhatsApp message. */
export function reminderText(input: ReminderMessageInput): string {
  const t = wordsOf(input);
  return [t.intro, ...(input.gifts.length ? [t.ideas, ...lines(input.gifts, input.locale)] : []), t.unsubscribe].join('\n');
}
