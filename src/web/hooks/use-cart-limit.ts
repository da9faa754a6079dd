import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { cart, type CartChange } from '@/stores/cart';
import { useSettings } from '@/lib/site-queries';

/** Keeps the cart within the shop's `max_order_items` (the sum of the quantities of one order). */
export function useCartLimit() {
  const max = useSettings().data?.max_order_items;
  useEffect(() => {
    if (max) cart.setLimit(max);
  }, [max]);
}

/**
 * Tells the visitor why an add or an increase stopped short: the order limit, or the stock
 * (`stock`: what is left of the gift). Answers whether it was cut.
 */
export function useCartCapNotice() {
  const { t } = useTranslation('cart');
  const max = useSettings().data?.max_order_items ?? 0;
  return useCallback(
    (change: CartChange, line: { stock: number; name: string }) => {
      if (change.limited) toast({ title: t('stock.limitTitle'), description: t('stock.limitText', { count: max }) });
      else if (change.capped) toast({ title: t('stock.cappedTitle'), description: t('stock.cappedText', { count: line.stock, name: line.name }) });
      return change.capped;
    },
    [t, max],
  );
}
