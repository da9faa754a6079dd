import { ShoppingBag } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Sheet } from '@/components/ui/sheet';
import { buttonClass } from '@/components/ui/button';
import { useCartStock } from '@/hooks/use-cart-stock';
import { useCart } from '@/stores/cart';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';

/** The cart as a side panel: its lines, the total and the way to the checkout. */
export function CartPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('cart');
  const { items, itemCount, total } = useCart();
  useCartStock(items, open);
  const close = () => onOpenChange(false);
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('title', { count: itemCount })}
      className="sheet-from-end"
      closeLabel={t('close', { ns: 'common' })}
    >
      {items.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-4 p-8 text-center">
          <span className="grid h-20 w-20 place-items-center rounded-full bg-secondary text-primary-strong" aria-hidden="true">
            <ShoppingBag className="h-9 w-9" strokeWidth={1.5} />
          </span>
          <p className="font-heading text-2xl font-semibold">{t('empty')}</p>
          <p className="max-w-xs text-muted">{t('emptyHint')}</p>
          <Link href="/catalog" onClick={close} className={buttonClass('primary', 'lg') + ' mt-2'}>
            {t('continue')}
          </Link>
        </div>
      ) : (
        <>
          <ul aria-label={t('items')} className="min-h-0 flex-1 divide-y divide-border overflow-y-auto px-4 sm:px-6">
            {items.map((item) => (
              <CartLine key={item.giftId} item={item} />
            ))}
          </ul>
          <CartSummary total={total} onCheckout={close} />
        </>
      )}
    </Sheet>
  );
}
