import type { Locale } from '../../../contracts/common.js';
import { fill, textsIn } from '../../lib/language/texts.js';
import { composeEmail, emailFrame, type EmailBrand, type EmailContent } from '../notifications/index.js';

export interface CartReminderInput {
  locale: Locale;
  shopName: string;
  brand?: EmailBrand;
  lines: { name: string; quantity: number }[];
  restoreLink: string;
  stopLink: string;
}

/** The one reminder of a left checkout: what was in the cart, the link that restores it, the way out. */
export function cartReminderEmail(input: CartReminderInput): EmailContent {
  const t = textsIn(input.locale, 'server-carts');
  const lines = input.lines.map((l) => `• ${l.name} × ${l.quantity}`);
  return composeEmail({
    ...emailFrame(input.locale, input.shopName, null),
    brand: input.brand,
    subject: t.subject,
    paragraphs: lines.length ? [t.intro, [t.lines, ...lines].join('\n')] : [t.intro],
    action: { label: t.action, url: input.restoreLink },
    after: [t.note, fill(t.unsubscribe, { link: input.stopLink })],
  });
}

/** The same reminder as one SMS or WhatsApp message. */
export function cartReminderText(input: CartReminderInput): string {
  return fill(textsIn(input.locale, 'server-carts').text, { shop: input.shopName, link: input.restoreLink, stop: input.stopLink });
}
