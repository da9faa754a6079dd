import type { Locale } from '../../../../contracts/common.js';
import type { OrderStatus } from '../../../../contracts/orders.js';
import { fill, textsIn } from '../../../lib/language/texts.js';
import { composeEmail, emailFrame, type EmailBrand, type EmailContent } from './layout.js';

interface OrderStatusEmailInput {
  locale: Locale;
  brand?: EmailBrand;
  shopName: string;
  /** Null for a guest who gave no name. */
  firstName: string | null;
  orderNumber: string;
  status: OrderStatus;
  /** A cancelled order whose card payment is being refunded. */
  refund: boolean;
  /** The order's page: in the customer's account, or in the guest's own browser. */
  link: string;
}

/** The shop changed the order's status: the new status, in the order's language. */
export function orderStatusEmail(o: OrderStatusEmailInput): EmailContent {
  const t = textsIn(o.locale, 'server-orders').status;
  const headline = fill(t[o.status], { number: o.orderNumber });
  return composeEmail({
    ...emailFrame(o.locale, o.shopName, o.firstName),
    brand: o.brand,
    subject: headline,
    paragraphs: [`${headline}.`, ...(o.refund ? [t.refund] : [])],
    action: { label: t.action, url: o.link },
  });
}
