import { useId } from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { orderStatuses, paymentStatuses } from '@/components/admin/statuses';
import { Input, Label, Select } from '@/components/ui/input';
import { useDebouncedField } from '@/hooks/use-debounced-field';
import { cn } from '@/lib/cn';
import type { useOrderFilters } from '@/features/admin-orders/hooks/use-order-filters';
import { casablancaDay } from '@/features/admin-orders/utils/casablanca-day';

const chip = 'h-9 cursor-pointer rounded-full border px-3 text-sm font-medium transition';

/** Status, payment, delivery day (today and tomorrow in one tap, in Morocco's calendar) and a search box. */
export function OrderFiltersBar({ filters: { filters, update } }: { filters: ReturnType<typeof useOrderFilters> }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [text, setText] = useDebouncedField(filters.search, (search) => update({ search }, { replace: true }));
  const today = casablancaDay(0);
  const tomorrow = casablancaDay(1);
  const days = [
    { value: '', label: t('orders.anyDay') },
    { value: today, label: t('orders.today') },
    { value: tomorrow, label: t('orders.tomorrow') },
  ];
  return (
    <div role="search" aria-label={t('orders.filters')} className="mb-5 space-y-3">
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('orders.deliveryDay')}>
        {days.map((d) => (
          <button
            key={d.label}
            type="button"
            aria-pressed={filters.date === d.value}
            onClick={() => update({ date: d.value })}
            className={cn(chip, filters.date === d.value ? 'border-primary-strong bg-primary/30' : 'border-border bg-card hover:bg-secondary')}
          >
            {d.label}
          </button>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
        <div className="col-span-2 lg:col-span-1">
          <Label htmlFor={`${id}-search`}>{t('orders.search')}</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted" aria-hidden="true" />
            <Input id={`${id}-search`} type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={t('orders.searchPlaceholder')} className="ps-9" />
          </div>
        </div>
        <div>
          <Label htmlFor={`${id}-status`}>{t('orders.status')}</Label>
          <Select id={`${id}-status`} value={filters.status} onChange={(e) => update({ status: e.target.value })}>
            <option value="">{t('orders.allStatuses')}</option>
            {orderStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor={`${id}-payment`}>{t('orders.paymentStatus')}</Label>
          <Select id={`${id}-payment`} value={filters.payment} onChange={(e) => update({ payment: e.target.value })}>
            <option value="">{t('orders.allPayments')}</option>
            {paymentStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`paymentStatus.${s}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="col-span-2 sm:col-span-1 lg:col-span-1">
          <Label htmlFor={`${id}-date`}>{t('orders.deliveryDate')}</Label>
          <Input id={`${id}-date`} type="date" dir="ltr" value={filters.date} onChange={(e) => update({ date: e.target.value })} />
        </div>
      </div>
    </div>
  );
}
