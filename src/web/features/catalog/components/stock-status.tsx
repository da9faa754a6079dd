import { CircleCheck, CircleAlert, Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { stockState } from '@/features/catalog/utils/stock';

/** In stock (with the count), low stock, or sold out: shown but not orderable. */
export function StockStatus({ stock }: { stock: number | null }) {
  const { t } = useTranslation('catalog');
  const state = stockState(stock);
  const { Icon, tone, text } = {
    unlimited: { Icon: CircleCheck, tone: 'text-success', text: t('stock.available') },
    in_stock: { Icon: CircleCheck, tone: 'text-success', text: t('stock.inStock', { count: stock ?? 0 }) },
    low: { Icon: CircleAlert, tone: 'text-amber-800', text: t('stock.low', { count: stock ?? 0 }) },
    sold_out: { Icon: Ban, tone: 'text-danger', text: t('stock.soldOut') },
  }[state];
  return (
    <div>
      <p className={cn('flex items-center gap-2 font-medium', tone)}>
        <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
        {text}
      </p>
      {state === 'sold_out' && <p className="mt-1 text-sm text-muted">{t('stock.notOrderable')}</p>}
    </div>
  );
}
