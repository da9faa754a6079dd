import { useState } from 'react';
import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCart } from '../../../stores/cart';
import { CartPanel } from './cart-panel';

/** The header's cart icon with its item count; opens the cart panel. */
export function CartButton() {
  const { t } = useTranslation('cart');
  const { itemCount } = useCart();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('button', { count: itemCount })}
        className="relative grid h-11 w-11 cursor-pointer place-items-center rounded-full hover:bg-secondary/70"
      >
        <ShoppingBag className="h-6 w-6" strokeWidth={1.75} aria-hidden="true" />
        {itemCount > 0 && (
          <span
            aria-hidden="true"
            className="absolute -end-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-primary-strong px-1 text-[0.7rem] font-bold leading-none text-white ring-2 ring-background"
          >
            {itemCount > 99 ? '99+' : itemCount}
          </span>
        )}
      </button>
      <CartPanel open={open} onOpenChange={setOpen} />
    </>
  );
}
