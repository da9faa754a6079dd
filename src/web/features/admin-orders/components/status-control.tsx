import { useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@contracts/orders';
import { Button } from '@/components/ui/button';
import { StatusSelect } from './status-select';

interface Props {
  orderNumber: string;
  status: OrderStatus;
  pending: boolean;
  onChange: (status: OrderStatus) => void;
  /** For a table row: a small select, its apply button under it once another status is chosen, no shortcut. */
  compact?: boolean;
}

/**
 * The status selector and its apply button (a select that saved on change would save on every
 * arrow key), plus the 'Confirmer livraison' shortcut unless the order is delivered or cancelled.
 */
export function StatusControl({ orderNumber, status, pending, onChange, compact }: Props) {
  const { t } = useTranslation('admin');
  const [chosen, setChosen] = useState<OrderStatus>(status);
  const [shown, setShown] = useState(status);
  // A status changed elsewhere (a refetch) replaces the choice in progress.
  if (shown !== status) {
    setShown(status);
    setChosen(status);
  }
  const apply = (
    <Button
      size={compact ? 'xs' : 'sm'}
      variant={compact ? 'primary' : 'secondary'}
      disabled={pending || chosen === status}
      onClick={() => onChange(chosen)}
      aria-label={t('orders.applyStatusOf', { number: orderNumber })}
    >
      {t('orders.applyStatus')}
    </Button>
  );
  if (compact)
    return (
      <div className="flex flex-col items-start gap-1">
        <StatusSelect label={t('orders.table.statusOf', { number: orderNumber })} compact value={chosen} onChange={setChosen} />
        {chosen !== status && apply}
      </div>
    );
  return (
    <div className="flex flex-wrap items-end gap-2">
      <StatusSelect label={t('orders.status')} value={chosen} onChange={setChosen} />
      {apply}
      {status !== 'delivered' && status !== 'cancelled' && (
        <Button size="sm" disabled={pending} onClick={() => onChange('delivered')} aria-label={t('orders.confirmDeliveryOf', { number: orderNumber })}>
          <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
          {t('orders.confirmDelivery')}
        </Button>
      )}
    </div>
  );
}
