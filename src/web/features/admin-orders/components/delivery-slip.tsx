import { Scissors } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@contracts/orders';
import { useLocale } from '@/i18n/locale';
import { localized, formatDeliveryDate } from '@/lib/format';

/**
 * One order's delivery slip, printed on A5: who receives it, where, what is in the parcel, and the
 * personal message as a card to cut out and slip in. No price ever; no sender when the order is anonymous.
 */
export function DeliverySlip({ order, shopName }: { order: Order; shopName: string }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const sender = order.isAnonymous ? null : order.senderName?.trim() || null;
  const hasCard = Boolean(order.personalMessage?.trim() || sender);
  return (
    <article className="delivery-slip flex flex-col gap-5 text-[11pt] leading-snug text-black" aria-label={t('slip.title', { number: order.orderNumber })}>
      <header className="flex items-start justify-between gap-4 border-b-2 border-black pb-3">
        <div>
          <p className="font-heading text-[16pt] font-semibold">{shopName}</p>
          <p className="text-[10pt]">
            {t('slip.order')} <bdi dir="ltr">{order.orderNumber}</bdi>
          </p>
        </div>
        <div className="text-end">
          <p className="text-[13pt] font-bold uppercase tracking-wide">{t('slip.heading')}</p>
          <p className="text-[10pt]">
            {order.deliveryDate ? t('slip.deliveryOn', { date: formatDeliveryDate(order.deliveryDate, order.deliverySlot, locale) }) : t('slip.deliverySoon')}
            {order.express && ` · ${t('slip.express')}`}
          </p>
        </div>
      </header>

      <section>
        <h2 className="mb-1 font-sans text-[9pt] font-semibold uppercase tracking-wider">{t('slip.recipient')}</h2>
        {/* Isolated: a French address inside an Arabic slip keeps its own word order. */}
        <p className="text-[14pt] font-semibold">
          <bdi>{order.recipientName}</bdi>
        </p>
        <p>
          <bdi dir="ltr">{order.recipientPhone}</bdi>
        </p>
        <p>
          <bdi>{order.recipientAddress ?? t('orders.digitalDelivery')}</bdi>
        </p>
        {order.recipientCity && (
          <p className="font-semibold">
            <bdi>{order.recipientCity}</bdi>
          </p>
        )}
      </section>

      <section>
        <h2 className="mb-1 font-sans text-[9pt] font-semibold uppercase tracking-wider">{t('slip.items')}</h2>
        <ul className="space-y-1">
          {order.items.map((item) => (
            <li key={item.id} className="flex gap-3">
              <span className="inline-block h-4 w-4 shrink-0 translate-y-0.5 border border-black" aria-hidden="true" />
              <span>
                {item.quantity} × {localized(item.gift.name, locale)}
              </span>
            </li>
          ))}
        </ul>
      </section>

      {order.extras.length > 0 && (
        <section>
          <h2 className="mb-1 font-sans text-[9pt] font-semibold uppercase tracking-wider">{t('slip.extras')}</h2>
          <ul className="space-y-1">
            {order.extras.map((extra) => (
              <li key={extra.id} className="flex gap-3">
                <span className="inline-block h-4 w-4 shrink-0 translate-y-0.5 border border-black" aria-hidden="true" />
                <span>
                  {extra.quantity} × {localized(extra.name, locale)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {hasCard && (
        <section className="mt-auto">
          <p className="mb-2 flex items-center gap-2 text-[9pt]" aria-hidden="true">
            <Scissors className="h-3.5 w-3.5" />
            <span className="flex-1 border-t border-dashed border-black" />
          </p>
          <h2 className="sr-only">{t('slip.card')}</h2>
          <div className="rounded-lg border border-black px-6 py-5 text-center">
            <p className="text-[10pt]">{t('slip.for', { name: order.recipientName })}</p>
            {order.personalMessage?.trim() && (
              <p dir="auto" className="mt-3 whitespace-pre-line font-heading text-[13pt] italic">
                {order.personalMessage.trim()}
              </p>
            )}
            {sender && <p className="mt-3 text-[11pt]">{t('slip.from', { name: sender })}</p>}
          </div>
        </section>
      )}
    </article>
  );
}
