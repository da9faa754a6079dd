import { useTranslation } from 'react-i18next';
import { AlertCircle, Gift, Trash2 } from 'lucide-react';
import { Stepper, stepButtonClass } from '@/components/ui/stepper';
import { toast } from '@/components/ui/toast';
import { useCartCapNotice } from '@/hooks/use-cart-limit';
import { cn } from '@/lib/cn';
import { useLocale } from '@/i18n/locale';
import { cart, lineName, maxQuantity, type CartItem } from '@/stores/cart';

/**
 * One line of the checkout summary: the gift, its quantity the customer can still change or remove
 * (locked once an order exists), what the shop has left when that is short, and the line total.
 */
export function SummaryLine({ item, total, locked }: { item: CartItem; total: string; locked: boolean }) {
  const { t } = useTranslation('checkout');
  const name = lineName(item, useLocale());
  const max = maxQuantity(item);
  const short = item.quantity > max;
  const notice = useCartCapNotice();
  const increase = () => {
    const change = cart.updateQuantity(item.giftId, item.quantity + 1);
    notice(change, { stock: max, name: name });
  };
  const remove = () => {
    cart.remove(item.giftId);
    toast({ title: t('removed', { ns: 'cart' }), description: t('removedText', { ns: 'cart' }) });
  };
  return (
    <li className="py-3">
      <div className="flex items-center gap-3">
        <span className="flex h-14 w-14 shrink-0 items-center justify-center overflow-hidden rounded-[var(--radius)] bg-secondary">
          {item.image ? (
            <img src={item.image} alt="" className="h-full w-full object-cover" loading="lazy" />
          ) : (
            <Gift className="h-6 w-6 text-primary-strong" aria-hidden="true" />
          )}
        </span>
        <span className="min-w-0 flex-1">
          <span dir="auto" className="block truncate text-left font-medium rtl:text-right">
            {name}
          </span>
          <span className={cn('text-sm text-muted', !locked && 'sr-only')}>{t('summary.quantity', { count: item.quantity })}</span>
        </span>
        <span className="figures font-medium whitespace-nowrap">{total}</span>
      </div>
      {!locked && (
        <div className="mt-2 flex items-center justify-between gap-3 ps-[4.25rem]">
          <Stepper
            value={item.quantity}
            canDecrease={item.quantity > 1}
            atMax={item.quantity >= max}
            onDecrease={() => cart.updateQuantity(item.giftId, item.quantity - 1)}
            onIncrease={increase}
            decreaseLabel={t('decrease', { ns: 'cart', name: name })}
            increaseLabel={t('increase', { ns: 'cart', name: name })}
            valueLabel={t('quantity', { ns: 'cart', value: item.quantity })}
          />
          <button type="button" onClick={remove} className={cn(stepButtonClass, 'text-muted hover:text-danger')} aria-label={t('remove', { ns: 'cart', name: name })}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      )}
      {short && (
        <p className="mt-2 flex items-start gap-1.5 ps-[4.25rem] text-sm font-medium text-danger">
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {max === 0 ? t('stock.soldOut', { ns: 'cart' }) : t('stock.over', { ns: 'cart', count: max })}
        </p>
      )}
    </li>
  );
}
