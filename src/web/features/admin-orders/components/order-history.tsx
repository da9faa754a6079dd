import { useTranslation } from 'react-i18next';
import type { Order } from '@contracts/orders';
import { orderEventTypes, PaymentMethodSchema, PaymentStatusSchema, type PaymentMethod, type PaymentStatus } from '@contracts/order-states';
import { parcelStatuses, type ParcelStatus } from '@contracts/parcels';
import { orderStatuses } from '@/components/admin/statuses';
import { useLocale } from '@/i18n/locale';
import { formatDate } from '@/lib/format';

const knownType = (v: string): v is (typeof orderEventTypes)[number] => (orderEventTypes as readonly string[]).includes(v);
const knownStatus = (v: string | null): v is (typeof orderStatuses)[number] => (orderStatuses as readonly string[]).includes(v ?? '');
const actors = ['customer', 'admin', 'system', 'provider'] as const;
const knownActor = (v: string): v is (typeof actors)[number] => (actors as readonly string[]).includes(v);
const methods: readonly string[] = PaymentMethodSchema.options;
const knownParcelStatus = (v: string | null): v is ParcelStatus => (parcelStatuses as readonly string[]).includes(v ?? '');
const paymentStatuses: readonly string[] = PaymentStatusSchema.options;

/** What happened to the order, oldest first: each event, who did it, when, and its note. */
export function OrderHistory({ events }: { events: Order['events'] }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  if (events.length === 0) return <p className="text-sm text-muted">{t('history.empty')}</p>;
  const label = (e: Order['events'][number]) => {
    if (e.type === 'status' && knownStatus(e.status)) return t('history.statusTo', { status: t(`status.${e.status}`) });
    if (e.type === 'parcel_status' && knownParcelStatus(e.status)) return t('history.parcelTo', { status: t(`parcelStatus.${e.status}`) });
    return knownType(e.type) ? t(`history.type.${e.type}`) : e.type;
  };
  // A payment change is noted as "bank_transfer · completed · reference": its codes read as words.
  const word = (part: string) =>
    methods.includes(part) ? t(`paymentMethod.${part as PaymentMethod}`) : paymentStatuses.includes(part) ? t(`paymentStatus.${part as PaymentStatus}`) : part;
  const note = (e: Order['events'][number]) => (e.type.startsWith('payment_') ? e.note?.split(' · ').map(word).join(' · ') : e.note);
  return (
    <ol className="relative space-y-4 border-s-2 border-border ps-5">
      {events.map((e, i) => (
        <li key={`${e.createdAt}-${i}`} className="relative">
          <span className="absolute -start-[27px] top-1 h-3 w-3 rounded-full border-2 border-card bg-primary-strong" aria-hidden="true" />
          <p className="font-medium">{label(e)}</p>
          <p className="text-xs text-muted">
            <time dateTime={e.createdAt}>{formatDate(e.createdAt, locale, true)}</time> · {knownActor(e.actor) ? t(`history.actor.${e.actor}`) : e.actor}
          </p>
          {e.note && (
            <p dir="auto" className="mt-1 text-sm text-muted">
              {note(e)}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
