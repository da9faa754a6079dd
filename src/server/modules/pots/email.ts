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
