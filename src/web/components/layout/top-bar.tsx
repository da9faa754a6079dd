import { Gift, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDeliveryTime } from '@/hooks/use-delivery-time';
import { useSettings } from '@/lib/site-queries';
import { usePrice } from '@/hooks/use-price';

/** The thin band above the header: the delivery times the shop set, and the free delivery threshold when the shop has one. */
export function TopBar() {
  const price = usePrice();
  const { t } = useTranslation();
  const threshold = Number(useSettings().data?.free_delivery_threshold ?? 0);
  const time = useDeliveryTime();
  return (
    <div className="bg-primary-strong text-on-primary-strong">
      <div className="mx-auto flex h-9 max-w-7xl items-center justify-center gap-6 px-4 text-xs font-medium tracking-wide sm:text-sm">
        {time && (
          <p className="flex items-center gap-2">
            <Truck className="h-4 w-4 shrink-0 rtl:-scale-x-100" aria-hidden="true" />
            {t('topBar.fastDelivery', { time: time.text })}
          </p>
        )}
        {threshold > 0 && (
          <p className="hidden items-center gap-2 md:flex">
            <Gift className="h-4 w-4 shrink-0" aria-hidden="true" />
            {t('topBar.freeDelivery', { amount: price(threshold) })}
          </p>
        )}
      </div>
    </div>
  );
}
