import type { Locale } from '../../../../contracts/common.js';
import { fill, textsIn } from '../../../lib/language/texts.js';
import { composeEmail, emailFrame, type EmailBrand, type EmailContent } from './layout.js';

interface WelcomeEmailInput {
  locale: Locale;
  brand?: EmailBrand;
  shopName: string;
  firstName: string;
  /** Where the button leads: the catalogue. */
  link: string;
}

export function welcomeEmail({ locale, shopName, firstName, link, brand }: WelcomeEmailInput): EmailContent {
  const t = textsIn(locale, 'server-account').welcome;
  return composeEmail({
    ...emailFrame(locale, shopName, firstName),
    brand,
    subject: fill(t.subject, { shop: shopName }),
    paragraphs: t.paragraphs,
    action: { label: t.action, url: link },
  });
}
