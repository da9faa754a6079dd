import type { Locale } from '../../../../contracts/common.js';
import { fill, textsIn } from '../../../lib/language/texts.js';
import { composeEmail, emailFrame, type EmailBrand, type EmailContent } from './layout.js';

interface ResetEmailInput {
  locale: Locale;
  brand?: EmailBrand;
  shopName: string;
  firstName: string;
  link: string;
}

export function passwordResetEmail({ locale, shopName, firstName, link, brand }: ResetEmailInput): EmailContent {
  const t = textsIn(locale, 'server-account').passwordReset;
  return composeEmail({
    ...emailFrame(locale, shopName, firstName),
    brand,
    subject: t.subject,
    paragraphs: [fill(t.paragraph, { shop: shopName })],
    action: { label: t.action, url: link },
    after: t.after,
  });
}
