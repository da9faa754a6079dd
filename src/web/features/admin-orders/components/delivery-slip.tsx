import { Scissors } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@contracts/orders';
import { slipOf, type SlipLine } from '@contracts/delivery-slip';
import { useLocale } from '@/i18n/locale';
import { localized, formatDeliveryDate } from '@/lib/format';

/** The parcel's lines to tick while packing. */
function PackList({ lines }: { lines: SlipLine[] }) {
  const locale = useLocale();
  return (
    <ul className="space-y-1">
      {lines.map((line, i) => (
        <li key={i} className="flex gap-3">
          <span className="inline-block h-4 w-4 shrink-0 translate-y-0.5 border border-black" aria-hidden="true" />
          <span>
            {line.quantity} × {localized(line.name, locale)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * One order's delivery slip, printed on A5, with what `slipOf` says it holds (the labels PDF draws the
 * same): who receives it, where, what is in the parcel, and the personal message as a card to cut out.
 */
export function DeliverySlip({ order, shopName }: { order: Order; shopName: string }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const slip = slipOf(order);
  return (
    <article className="delivery-slip flex flex-col gap-5 text-[11pt] leading-snug text-black" aria-label={t('slip.title', { number: slip.orderNumber })}>
      <header className="flex items-start justify-between gap-4 border-b-2 border-black pb-3">
        <div>
          <p className="font-heading text-[16pt] font-semibold">{shopName}</p>
          <p className="text-[10pt]">
            {t('slip.order')} <bdi dir="ltr">{slip.orderNumber}</bdi>
          </p>
        </div>
        <div className="text-end">
          <p className="text-[13pt] font-bold uppercase tracking-wide">{t('slip.heading')}</p>
          <p className="text-[10pt]">
            {slip.deliveryDate ? t('slip.deliveryOn', { date: formatDeliveryDate(slip.deliveryDate, slip.deliverySlot, locale) }) : t('slip.deliverySoon')}
            {slip.express && ` · ${t('slip.express')}`}
          </p>
        </div>
      </header>

      <section>
        <h2 className="mb-1 font-sans text-[9pt] font-semibold uppercase tracking-wider">{t('slip.recipient')}</h2>
        {/* Isolated: a French address inside an Arabic slip keeps its own word order. */}
        <p className="text-[14pt] font-semibold">
          <bdi>{slip.recipient.name}</bdi>
        </p>
        <p>
          <bdi dir="ltr">{slip.recipient.phone}</bdi>
        </p>
        <p>
          <bdi>{slip.recipient.address ?? t('orders.digitalDelivery')}</bdi>
        </p>
        {slip.recipient.city && (
          <p className="font-semibold">
            <bdi>{slip.recipient.city}</bdi>
          </p>
        )}
      </section>

      <section>
        <h2 className="mb-1 font-sans text-[9pt] font-semibold uppercase tracking-wider">{t('slip.items')}</h2>
        <PackList lines={slip.items} />
      </section>

      {slip.extras.length > 0 && (
        <section>
          <h2 className="mb-1 font-sans text-[9pt] font-semibold uppercase tracking-wider">{t('slip.extras')}</h2>
          <PackList lines={slip.extras} />
        </section>
      )}

      {slip.card && (
        <section className="mt-auto">
          <p className="mb-2 flex items-center gap-2 text-[9pt]" aria-hidden="true">
            <Scissors className="h-3.5 w-3.5" />
            <span className="flex-1 border-t border-dashed border-black" />
          </p>
          <h2 className="sr-only">{t('slip.card')}</h2>
          <div className="rounded-lg border border-black px-6 py-5 text-center">
            <p className="text-[10pt]">{t('slip.for', { name: slip.card.for })}</p>
            {slip.card.message && (
              <p dir="auto" className="mt-3 whitespace-pre-line font-heading text-[13pt] italic">
                {slip.card.message}
              </p>
            )}
            {slip.card.from && <p className="mt-3 text-[11pt]">{t('slip.from', { name: slip.card.from })}</p>}
          </div>
        </section>
      )}
    </article>
  );
}
