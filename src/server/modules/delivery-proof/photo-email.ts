import type { Locale } from '../../../contracts/common.js';
import { fill, textsIn } from '../../lib/language/texts.js';
import { composeEmail, emailFrame, type EmailBrand, type EmailContent } from '../notifications/index.js';

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

/** The sender's e-mail with the link to the delivery photo. */
export function deliveryPhotoEmail(input: PhotoEmailInput): EmailContent {
  const t = textsIn(input.locale, 'server-orders').deliveryPhoto;
  return composeEmail({
    ...emailFrame(input.locale, input.shopName, input.firstName),
    brand: input.brand,
    subject: fill(t.subject, { number: input.orderNumber }),
    paragraphs: [fill(t.paragraph, { recipient: input.recipientName })],
    action: { label: t.action, url: input.photoLink },
    after: [fill(t.after, { link: input.orderLink })],
  });
}
