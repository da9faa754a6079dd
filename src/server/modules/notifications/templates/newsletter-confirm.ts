import type { Locale } from '../../../../contracts/common.js';
import { fill, textsIn } from '../../../lib/language/texts.js';
import { composeEmail, emailFrame, type EmailContent } from './layout.js';

interface NewsletterConfirmInput {
  locale: Locale;
  shopName: string;
  link: string;
  /** The unsubscribe link every newsletter e-mail carries. */
  unsubscribe?: string;
}

/** The double opt-in e-mail: nothing is sent to the address until its owner follows the link. */
export function newsletterConfirmEmail({ locale, shopName, link, unsubscribe }: NewsletterConfirmInput): EmailContent {
  const t = textsIn(locale, 'server-account').newsletterConfirm;
  return composeEmail({
    ...emailFrame(locale, shopName, null),
    subject: fill(t.subject, { shop: shopName }),
    paragraphs: [fill(t.paragraph, { shop: shopName })],
    action: { label: t.action, url: link },
    after: unsubscribe ? [t.after, fill(t.unsubscribe, { link: unsubscribe })] : [t.after],
  });
}
