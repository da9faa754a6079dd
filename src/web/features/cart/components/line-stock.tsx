import { AlertCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { maxQuantity, type CartItem } from '@/stores/cart';

/** Under a cart line: the stock is short (lower or remove), or the line already holds all of it. */
export function LineStock({ item }: { item: CartItem }) {
  const { t } = useTranslation('cart');
  const max = maxQuantity(item);
  if (item.quantity < max) return null;
  if (item.quantity === max) return <p className="text-xs text-muted">{t('stock.atMax')}</p>;
  return (
    <p className="flex items-start gap-1.5 text-sm font-medium text-danger">
      <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      {max === 0 ? t('stock.soldOut') : t('stock.over', { count: max })}
    </p>
  );
}
