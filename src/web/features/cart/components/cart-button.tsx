import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { dismissToasts } from '@/components/ui/toast';
import { useCart } from '@/stores/cart';
import { cartPanel } from '@/stores/cart-panel';

// The panel and its dialog machinery load on first use (fetched early on hover or focus), keeping the first page light.
const loadPanel = () => import('./cart-panel');
const CartPanel = lazy(() => loadPanel().then((m) => ({ default: m.CartPanel })));

/** The header's cart icon with its item count; opens the cart panel, as does `cartPanel.open()`. */
export function CartButton() {
  const { t } = useTranslation('cart');
  const { itemCount } = useCart();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A toast left on screen would sit over the panel's title and close button on a phone.
  const openPanel = useCallback(() => {
    dismissToasts();
    setUsed(true);
    setOpen(true);
  }, []);
  useEffect(() => cartPanel.onOpen(openPanel), [openPanel]);
  // The sheet has no Radix trigger to hand focus back to, so closing returns it to this button once the focus trap is released.
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setTimeout(() => buttonRef.current?.focus());
  };
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={openPanel}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('button', { count: itemCount })}
        className="relative grid h-11 w-11 cursor-pointer place-items-center rounded-full hover:bg-secondary/70"
      >
        <ShoppingBag className="h-6 w-6" strokeWidth={1.75} aria-hidden="true" />
        {itemCount > 0 && (
          <span
            aria-hidden="true"
            className="absolute -end-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-primary-strong px-1 text-[0.7rem] font-bold leading-none text-on-primary-strong ring-2 ring-background"
          >
            {itemCount > 99 ? '99+' : itemCount}
          </span>
        )}
      </button>
      {used && (
        <Suspense fallback={null}>
          <CartPanel open={open} onOpenChange={onOpenChange} />
        </Suspense>
      )}
    </>
  );
}
