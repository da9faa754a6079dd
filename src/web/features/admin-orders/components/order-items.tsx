import { useTranslation } from 'react-i18next';
import type { Order } from '@contracts/orders';
import { Money } from '@/components/admin/money';
import { useLocale } from '@/i18n/locale';
import { localized } from '@/lib/format';

/** The order's lines and totals (subtotal, delivery, total). */
export function OrderItems({ order }: { order: Order }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return (
    <div className="text-sm">
      <ul className="space-y-1">
        {order.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-3">
            <span className="min-w-0">
              {item.quantity} × {localized(item.gift.name, locale)}
            </span>
            <Money amount={(Number(item.price) * item.quantity).toFixed(2)} className="shrink-0 whitespace-nowrap" />
          </li>
        ))}
        {order.extras.map((extra) => (
          <li key={extra.id} className="flex justify-between gap-3">
            <span className="min-w-0">
              {extra.quantity} × {localized(extra.name, locale)} <span className="text-muted">· {t('orders.extra')}</span>
            </span>
            <Money amount={(Number(extra.price) * extra.quantity).toFixed(2)} className="shrink-0 whitespace-nowrap" />
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-0.5 border-t border-border pt-2">
        <div className="flex justify-between gap-3 text-muted">
          <dt>{t('orders.subtotal')}</dt>
          <dd>
            <Money amount={order.subtotalAmount} />
          </dd>
        </div>
        <div className="flex justify-between gap-3 text-muted">
          <dt>{order.express ? t('orders.deliveryExpress') : t('orders.delivery')}</dt>
          <dd>{Number(order.deliveryFee) === 0 ? t('orders.free') : <Money amount={order.deliveryFee} />}</dd>
        </div>
        {Number(order.discountAmount) > 0 && (
          <div className="flex justify-between gap-3 text-muted">
            <dt>{order.discountCode ? t('orders.discountCode', { code: order.discountCode }) : t('orders.discount')}</dt>
            <dd>
              <bdi dir="ltr">
                −<Money amount={order.discountAmount} />
              </bdi>
            </dd>
          </div>
        )}
        <div className="flex justify-between gap-3 font-semibold">
          <dt>{t('orders.total')}</dt>
          <dd>
            <Money amount={order.totalAmount} />
          </dd>
        </div>
      </dl>
    </div>
  );
}
