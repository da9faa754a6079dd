import { ArrowRight, Truck } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';
import { useSettings } from '@/lib/site-queries';
import { usePrice } from '@/hooks/use-price';

/** The panel's foot: how far from free delivery, the total, and the way to the checkout. */
export function CartSummary({ total, onCheckout }: { total: number; onCheckout: () => void }) {
  const price = usePrice();
  const { t } = useTranslation('cart');
  const threshold = Number(useSettings().data?.free_delivery_threshold ?? 0);
  const missing = Math.round((threshold - total) * 100) / 100;
  return (
    <div className="space-y-4 border-t border-border bg-card px-4 py-5 sm:px-6">
      {threshold > 0 && (
        <div className="space-y-2">
          <p className="flex items-center gap-2 text-sm">
            <Truck className="h-4 w-4 shrink-0 text-primary-strong rtl:-scale-x-100" aria-hidden="true" />
            {missing > 0 ? t('freeDeliveryLeft', { amount: price(missing) }) : t('freeDeliveryReached')}
          </p>
          <div className="h-1.5 overflow-hidden rounded-full bg-secondary" aria-hidden="true">
            <div className="h-full rounded-full bg-primary" style={{ width: `${Math.min(100, (total / threshold) * 100)}%` }} />
          </div>
        </div>
      )}
      <div className="flex items-baseline justify-between gap-4">
        <span className="font-heading text-lg font-semibold">{t('total')}</span>
        <span className="figures text-2xl font-semibold">{price(total)}</span>
      </div>
      {/* With a free-delivery line above, a second line about fees would contradict or repeat it. */}
      {threshold <= 0 && <p className="text-sm text-muted">{t('deliveryNote')}</p>}
      <Link href="/checkout" onClick={onCheckout} className={`${buttonClass('primary', 'lg')} w-full`}>
        {t('checkout')}
        <ArrowRight className="h-5 w-5 rtl:rotate-180" aria-hidden="true" />
      </Link>
    </div>
  );
}
