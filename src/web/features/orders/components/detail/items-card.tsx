import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Gift, PackagePlus } from 'lucide-react';
import type { Order } from '@contracts/orders';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useLocale } from '@/i18n/locale';
import { formatDate, formatMoney, formatPrice, localized } from '@/lib/format';
import { lineTotal } from '@/features/orders/utils/order-actions';

/** The gifts as bought: copied name, image and unit price, with the amounts that make the total. */
export function ItemsCard({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const { t: tCommon } = useTranslation('common');
  const locale = useLocale();
  const shown = order.displayCurrency;
  const money = (v: string) => formatMoney(v, locale);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('detail.items')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border">
          {order.items.map((item) => (
            <li key={item.id} className="flex items-center gap-4 py-3 first:pt-0">
              <ItemImage src={item.gift.images[0]} />
              <div className="min-w-0 flex-1">
                <p className="font-medium">{localized(item.gift.name, locale) || t('detail.itemFallback')}</p>
                <p className="text-sm text-muted">{t('detail.quantityTimes', { count: item.quantity, price: money(item.price) })}</p>
              </div>
              <p className="figures font-semibold whitespace-nowrap">{money(lineTotal(item.price, item.quantity))}</p>
            </li>
          ))}
          {/* The extras packed with the gifts, as sold. */}
          {order.extras.map((extra) => (
            <li key={extra.id} className="flex items-center gap-4 py-3">
              <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-[var(--radius)] bg-secondary">
                <PackagePlus className="h-7 w-7 text-primary-strong" aria-hidden="true" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-medium">{localized(extra.name, locale)}</p>
                <p className="text-sm text-muted">{t('detail.quantityTimes', { count: extra.quantity, price: money(extra.price) })}</p>
              </div>
              <p className="figures font-semibold whitespace-nowrap">{money(lineTotal(extra.price, extra.quantity))}</p>
            </li>
          ))}
        </ul>
        <dl className="figures mt-3 space-y-1.5 border-t border-border pt-4 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted">{t('detail.subtotal')}</dt>
            <dd>{money(order.subtotalAmount)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted">{t('detail.deliveryFee')}</dt>
            <dd>{Number(order.deliveryFee) === 0 ? t('detail.free') : money(order.deliveryFee)}</dd>
          </div>
          {Number(order.discountAmount) > 0 && (
            <div className="flex justify-between gap-4 text-success">
              <dt>{order.discountCode ? t('detail.discountCode', { code: order.discountCode }) : t('detail.discount')}</dt>
              <dd>{`\u2066−${money(order.discountAmount)}\u2069`}</dd>
            </div>
          )}
          <div className="flex justify-between gap-4 border-t border-border pt-2 text-base font-semibold">
            <dt>{t('common.total')}</dt>
            <dd>{money(order.totalAmount)}</dd>
          </div>
        </dl>
        {shown && (
          <p className="mt-1 text-end text-sm text-muted">
            {tCommon('currency.chargedInDirhams', { amount: formatPrice(order.totalAmount, locale, shown), date: formatDate(shown.setAt, locale) })}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** The gift's picture, or a gift icon when there is none or it fails to load. */
function ItemImage({ src }: { src: string | undefined }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className="flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-[var(--radius)] bg-secondary">
      {src && !failed ? (
        <img src={src} alt="" className="h-full w-full object-cover" loading="lazy" onError={() => setFailed(true)} />
      ) : (
        <Gift className="h-7 w-7 text-primary-strong" aria-hidden="true" />
      )}
    </span>
  );
}
