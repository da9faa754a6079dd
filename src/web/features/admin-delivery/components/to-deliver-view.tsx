import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Zap } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Badge } from '@/components/ui/badge';
import { Select } from '@/components/ui/input';
import { Spinner } from '@/components/ui/skeleton';
import { LoadFailed } from '@/components/admin/load-failed';
import { OrderStatusBadge } from '@/components/admin/status-badges';
import { formatDate, formatSlot } from '@/lib/format';
import { useLocale } from '@/i18n/locale';
import { useToDeliver } from '@/features/admin-delivery/api/to-deliver';

/** The orders to carry, day by day and slot by slot, as a courier's round reads them; on a phone, one column. */
export function ToDeliverView() {
  const { t } = useTranslation('admin-delivery');
  const locale = useLocale();
  const [days, setDays] = useState(7);
  const list = useToDeliver(days);
  const byDate = new Map<string, NonNullable<typeof list.data>['groups']>();
  for (const g of list.data?.groups ?? []) byDate.set(g.date, [...(byDate.get(g.date) ?? []), g]);
  return (
    <div className="space-y-4">
      <label className="flex items-center gap-2 text-sm">
        {t('toDeliver.range')}
        <Select value={days} onChange={(e) => setDays(Number(e.currentTarget.value))} className="max-w-40">
          {[1, 7, 14, 31].map((n) => (
            <option key={n} value={n}>
              {t('toDeliver.days', { count: n })}
            </option>
          ))}
        </Select>
      </label>
      {list.isPending ? (
        <Spinner label={t('loading')} />
      ) : list.isError ? (
        <LoadFailed message={t('loadError')} onRetry={() => void list.refetch()} />
      ) : byDate.size === 0 ? (
        <p className="text-sm text-muted">{t('toDeliver.empty')}</p>
      ) : (
        [...byDate.entries()].map(([date, groups]) => (
          <section key={date} aria-labelledby={`day-${date}`} className="space-y-2">
            <h2 id={`day-${date}`} className="font-heading text-lg font-semibold">
              {formatDate(`${date}T12:00:00Z`, locale)}
            </h2>
            {groups.map((g) => (
              <Card key={`${date}-${g.slot}`} className="p-4">
                <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold">
                  {g.slot === 'express' ? (
                    <>
                      <Zap className="h-4 w-4 text-primary-strong" aria-hidden="true" /> {t('toDeliver.express')}
                    </>
                  ) : g.slot ? (
                    t('toDeliver.slot', { slot: formatSlot(g.slot) })
                  ) : (
                    t('toDeliver.anyTime')
                  )}
                  <Badge>{t('toDeliver.count', { count: g.orders.length })}</Badge>
                </h3>
                <ul className="divide-y divide-border">
                  {g.orders.map((o) => (
                    <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                      <span className="min-w-0">
                        <Link href={`/admin/orders?search=${encodeURIComponent(o.orderNumber)}`} className="font-medium text-primary-strong underline-offset-4 hover:underline">
                          <bdi dir="ltr">{o.orderNumber}</bdi>
                        </Link>{' '}
                        · <bdi>{o.recipientName}</bdi> · <bdi>{o.recipientCity}</bdi>
                        <span className="block text-xs text-muted">
                          <bdi>{o.recipientAddress}</bdi>
                        </span>
                      </span>
                      <OrderStatusBadge status={o.status} />
                    </li>
                  ))}
                </ul>
              </Card>
            ))}
          </section>
        ))
      )}
    </div>
  );
}
