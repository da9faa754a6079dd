import type { Locale } from '../../../contracts/common.js';
import { SHOP_TIME_ZONE } from '../../../contracts/shop-clock.js';
import { fill, textsIn } from '../../lib/language/texts.js';
import { composeEmail, emailFrame, type EmailBrand, type EmailContent } from '../notifications/index.js';

// One formatter per language, made once: the deadline to the minute on the shop's clock.
const formats = new Map<Locale, Intl.DateTimeFormat>();
export function formatDeadline(at: Date, locale: Locale) {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-MA' : locale, { dateStyle: 'long', timeStyle: 'short', timeZone: SHOP_TIME_ZONE });
    formats.set(locale, format);
  }
  return format.format(at);
}

/** The organiser's e-mail when the pot opens: the link to share, and their own page behind the button. */
export function potOpenedEmail(input: {
  locale: Locale;
  shopName: string;
  brand?: EmailBrand;
  name: string;
  deadline: string;
  shareLink: string;
  organiserLink: string;
}): EmailContent {
  const t = textsIn(input.locale, 'server-pots');
  return composeEmail({
    ...emailFrame(input.locale, input.shopName, null),
    brand: input.brand,
    subject: fill(t.subject, { name: input.name }),
    paragraphs: [fill(t.intro, { name: input.name, deadline: input.deadline }), fill(t.share, { link: input.shareLink })],
    action: { label: t.action, url: input.organiserLink },
    after: [t.note],
  });
}

const amountIn = (amount: string, locale: Locale) => new Intl.NumberFormat(locale === 'ar' ? 'ar-MA' : locale, { style: 'currency', currency: 'MAD' }).format(Number(amount));

/** What happened to the pot, as the organiser hears it after the opening. */
export type PotNews =
  | { kind: 'reached'; target: string; orderNumber: string }
  | { kind: 'failed'; reason: string }
  | { kind: 'overdue'; paid: string; target: string; organiserLink: string };

/** The organiser's e-mail when the pot is reached (order placed), failed (refunded), or its deadline passed short. */
export function potNewsEmail(input: { locale: Locale; shopName: string; brand?: EmailBrand; name: string; news: PotNews }): EmailContent {
  const t = textsIn(input.locale, 'server-pots');
  const { news, locale, name } = input;
  const frame = { ...emailFrame(locale, input.shopName, null), brand: input.brand };
  if (news.kind === 'reached') {
    return composeEmail({ ...frame, subject: fill(t.reached.subject, { name }), paragraphs: [fill(t.reached.text, { amount: amountIn(news.target, locale), number: news.orderNumber })] });
  }
  if (news.kind === 'failed') {
    return composeEmail({ ...frame, subject: fill(t.failed.subject, { name }), paragraphs: [fill(t.failed.text, { reason: news.reason }), t.failed.refunds] });
  }
  return composeEmail({
    ...frame,
    subject: fill(t.overdue.subject, { name }),
    paragraphs: [fill(t.overdue.text, { paid: amountIn(news.paid, locale), target: amountIn(news.target, locale) })],
    action: { label: t.overdue.action, url: news.organiserLink },
    after: [t.overdue.note],
  });
}
