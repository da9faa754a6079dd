import { useTranslation } from 'react-i18next';
import { Ban, CheckCircle2, CircleDashed, Clock, CreditCard, Landmark, PackageOpen, XCircle, type LucideIcon } from 'lucide-react';
import type { OrderStatus, PaymentStatus } from '@contracts/orders';
import { Badge } from '@/components/ui/badge';
import { nothingDue } from '@/features/orders/utils/success-params';

type Tone = 'warning' | 'info' | 'success' | 'danger' | 'neutral';
const orderStyles: Record<string, { tone: Tone; icon: LucideIcon }> = {
  pending: { tone: 'warning', icon: Clock },
  processing: { tone: 'info', icon: PackageOpen },
  delivered: { tone: 'success', icon: CheckCircle2 },
  cancelled: { tone: 'danger', icon: Ban },
};
const paymentStyles: Record<string, { tone: Tone; icon: LucideIcon }> = {
  completed: { tone: 'success', icon: CheckCircle2 },
  pending: { tone: 'warning', icon: Clock },
  failed: { tone: 'danger', icon: XCircle },
  awaiting_transfer: { tone: 'info', icon: Landmark },
  // Not stored: how a cancelled, unpaid order's payment reads (nothingDue).
  nothing_due: { tone: 'neutral', icon: Ban },
};
const known = (map: Record<string, unknown>, v: string) => Object.hasOwn(map, v);

/** The order's status with its icon; an unknown value is shown as it came. */
export function OrderStatusBadge({ status, className }: { status: string; className?: string }) {
  const { t } = useTranslation('orders');
  const style = orderStyles[status] ?? { tone: 'neutral' as const, icon: CircleDashed };
  return (
    <Badge tone={style.tone} className={className}>
      <style.icon className="h-3.5 w-3.5" aria-hidden="true" />
      {known(orderStyles, status) ? t(`status.${status as 'pending'}`) : status}
    </Badge>
  );
}

/** The payment's status; that of a cancelled order never paid reads "Rien à régler", whatever was stored. */
export function PaymentStatusBadge({ status, orderStatus, className }: { status: string; orderStatus?: string; className?: string }) {
  const { t } = useTranslation('orders');
  const shown = orderStatus && nothingDue({ status: orderStatus as OrderStatus, paymentStatus: status as PaymentStatus }) ? 'nothing_due' : status;
  const style = paymentStyles[shown] ?? { tone: 'neutral' as const, icon: CreditCard };
  return (
    <Badge tone={style.tone} className={className}>
      <style.icon className="h-3.5 w-3.5" aria-hidden="true" />
      {known(paymentStyles, shown) ? t(`paymentStatus.${shown as 'pending'}`) : shown}
    </Badge>
  );
}

/** The spec's status sentence ("Votre cadeau est en cours de préparation"), or nothing for an unknown status. */
export function useStatusDescription() {
  const { t } = useTranslation('orders');
  return (status: string) => (known(orderStyles, status) ? t(`statusDescription.${status as 'pending'}`) : '');
}
