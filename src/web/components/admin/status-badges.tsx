import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { orderStatuses, paymentStatuses } from './statuses';

type Tone = 'warning' | 'info' | 'success' | 'danger' | 'neutral';
// The spec's colours: pending yellow, processing blue, delivered green, cancelled red; anything else grey.
const orderTones: Record<string, Tone> = { pending: 'warning', processing: 'info', delivered: 'success', cancelled: 'danger' };
const paymentTones: Record<string, Tone> = { pending: 'warning', completed: 'success', failed: 'danger', awaiting_transfer: 'info' };

const isOrderStatus = (v: string): v is (typeof orderStatuses)[number] => (orderStatuses as readonly string[]).includes(v);
const isPaymentStatus = (v: string): v is (typeof paymentStatuses)[number] => (paymentStatuses as readonly string[]).includes(v);

/** An order's status in the spec's words and colour; an unknown value is shown as it came, in grey. */
export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  return <Badge tone={orderTones[status] ?? 'neutral'}>{isOrderStatus(status) ? t(`status.${status}`) : status}</Badge>;
}

/** The payment's status, marked with a card so 'En attente' (payment) never reads as 'En attente' (order). */
export function PaymentStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  return (
    <Badge tone={paymentTones[status] ?? 'neutral'}>
      <CreditCard className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      <span className="sr-only">{t('paymentLabel')} </span>
      {isPaymentStatus(status) ? t(`paymentStatus.${status}`) : status}
    </Badge>
  );
}
