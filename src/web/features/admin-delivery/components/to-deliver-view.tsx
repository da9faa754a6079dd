import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Zap } from 'lucide-react';
import type { ToDeliver } from '@contracts/delivery-slots';
import { Card } from '@/components/ui/card';
import { Badge } from '@/components/ui/badge';
import { Select } from '@/components/ui/input';
import { Spinner } from '@/components/ui/skeleton';
import { LoadFailed } from '@/components/admin/load-failed';
import { OrderStatusBadge } from '@/components/admin/status-badges';
import { formatDate, formatSlot } from '@/lib/format';
import { useLocale } from '@/i18n/locale';
import { useToDeliver } from '@/features/admin-delivery/api/to-deliver';
import { useCourierProvider, useDayParcels } from '@/features/admin-delivery/api/parcels';
import { DayParcels } from './day-parcels';
import { ParcelBadge } from './parcel-badge';

type Group = ToDeliver['groups'][number];

/** The orders to carry, day by day and slot by slot, as a courier's round reads them; on a phone, one column. */
export function ToDeliverView() {
  const { t } = useTranslation('admin-delivery');
  const [days, setDays] = useState(7);
  const list = useToDeliver(days);
  const sendit = useCourierProvider().data === 'sendit';
  const byDate = new Map<string, Group[]>();
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
        [...byDate.entries()].map(([date, groups]) => <DaySection key={date} date={date} groups={groups} sendit={sendit} />)
      )}
    </div>
  );
}

/** One day's round; with Sendit, each order can be ticked, and the day's parcels are made and followed from here. */
function DaySection({ date, groups, sendit }: { date: string; groups: Group[]; sendit: boolean }) {
  const { t } = useTranslation('admin-delivery');
  const locale = useLocale();
  const parcels = useDayParcels(date, sendit);
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const orders = groups.flatMap((g) => g.orders);
  const ready = orders.filter((o) => o.status === 'processing' && o.recipientAddress && !parcels.data?.has(o.id));
  const selected = ready.filter((o) => ticked.has(o.id)).map((o) => o.id);
  const toggle = (id: string) =>
    setTicked((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <section aria-labelledby={`day-${date}`} className="space-y-2">
      <h2 id={`day-${date}`} className="font-heading text-lg font-semibold">
        {formatDate(`${date}T12:00:00Z`, locale)}
      </h2>
      {sendit && <DayParcels date={date} ready={ready} selected={selected} hasParcels={(parcels.data?.size ?? 0) > 0} />}
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
            {g.orders.map((o) => {
              const parcel = parcels.data?.get(o.id);
              const canTick = sendit && ready.some((r) => r.id === o.id);
              return (
                <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <span className="flex min-w-0 items-start gap-2">
                    {canTick && (
                      <input
                        type="checkbox"
                        className="mt-1 h-4 w-4 shrink-0 accent-primary-strong"
                        checked={ticked.has(o.id)}
                        onChange={() => toggle(o.id)}
                        aria-label={t('parcels.select', { number: o.orderNumber })}
                      />
                    )}
                    <span className="min-w-0">
                      <Link href={`/admin/orders?search=${encodeURIComponent(o.orderNumber)}`} className="font-medium text-primary-strong underline-offset-4 hover:underline">
                        <bdi dir="ltr">{o.orderNumber}</bdi>
                      </Link>{' '}
                      · <bdi>{o.recipientName}</bdi> · <bdi>{o.recipientCity}</bdi>
                      <span className="block text-xs text-muted">
                        <bdi>{o.recipientAddress}</bdi>
                      </span>
                    </span>
                  </span>
                  <span className="flex flex-wrap items-center gap-2">
                    {parcel && <ParcelBadge parcel={parcel} />}
                    <OrderStatusBadge status={o.status} />
                  </span>
                </li>
              );
            })}
          </ul>
        </Card>
      ))}
    </section>
  );
}
