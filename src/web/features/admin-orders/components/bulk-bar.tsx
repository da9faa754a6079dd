import { useState } from 'react';
import { Printer, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@contracts/orders';
import { Button } from '@/components/ui/button';
import { StatusSelect } from './status-select';

interface Props {
  count: number;
  pending: boolean;
  onStatus: (status: OrderStatus) => void;
  onPrint: () => void;
  onClear: () => void;
}

/** What can be done to the ticked orders together: one status for all, their slips in one print. Pinned to the bottom of a phone's screen, to the top of a desktop's. */
export function BulkBar({ count, pending, onStatus, onPrint, onClear }: Props) {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<OrderStatus>('processing');
  return (
    <section
      aria-label={t('orders.bulkTitle')}
      className="fixed inset-x-3 bottom-3 z-20 flex flex-wrap items-end gap-3 rounded-[calc(var(--radius)*2)] border border-primary-strong/40 bg-card p-3 shadow-lg lg:sticky lg:inset-x-auto lg:top-3 lg:bottom-auto lg:mb-4"
    >
      <p className="me-auto self-center font-semibold" aria-live="polite">
        {t('orders.selected', { count })}
      </p>
      <div className="flex items-end gap-2">
        <StatusSelect label={t('orders.bulkStatus')} value={status} onChange={setStatus} />
        <Button size="sm" disabled={pending} onClick={() => onStatus(status)}>
          {t('orders.applyToSelection', { count })}
        </Button>
      </div>
      <Button size="sm" variant="outline" onClick={onPrint}>
        <Printer className="h-4 w-4" aria-hidden="true" />
        {t('orders.printSlips', { count })}
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear}>
        <X className="h-4 w-4" aria-hidden="true" />
        {t('orders.clearSelection')}
      </Button>
    </section>
  );
}
