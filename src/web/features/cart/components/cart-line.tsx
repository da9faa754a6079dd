import { useState } from 'react';
import { Gift, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Stepper, stepButtonClass } from '@/components/ui/stepper';
import { toast } from '@/components/ui/toast';
import { useCartCapNotice } from '@/hooks/use-cart-limit';
import { usePrice } from '@/hooks/use-price';
import { useLocale } from '@/i18n/locale';
import { cart, lineName, maxQuantity, type CartItem } from '@/stores/cart';
import { LineStock } from './line-stock';

/** One cart line: picture, name, unit price, quantity stepper, line total and remove. */
export function CartLine({ item }: { item: CartItem }) {
  const price = usePrice();
  const { t } = useTranslation('cart');
  const name = lineName(item, useLocale());
  const [imageFailed, setImageFailed] = useState(false);
  const notice = useCartCapNotice();
  const lineTotal = price(Math.round(item.price * item.quantity * 100) / 100);
  const remove = () => {
    cart.remove(item.giftId);
    toast({ title: t('removed'), description: t('removedText') });
  };
  const increase = () => {
    const change = cart.updateQuantity(item.giftId, item.quantity + 1);
    notice(change, { stock: maxQuantity(item), name: name });
  };
  return (
    <li className="flex gap-4 py-5">
      <div className="h-20 w-20 shrink-0 overflow-hidden rounded-[var(--radius)] bg-secondary">
        {item.image && !imageFailed ? (
          <img src={item.image} alt="" loading="lazy" onError={() => setImageFailed(true)} className="h-full w-full object-cover" />
        ) : (
          <Gift className="m-auto h-full w-8 text-primary-strong/70" strokeWidth={1.5} aria-hidden="true" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="line-clamp-2 font-medium leading-snug">{name}</p>
            <p className="mt-0.5 text-sm text-muted">{t('unitPrice', { price: price(item.price) })}</p>
          </div>
          <button type="button" onClick={remove} aria-label={t('remove', { name: name })} className={`${stepButtonClass} -me-2 -mt-1 shrink-0 text-muted hover:text-danger`}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
        <div className="flex items-center justify-between gap-3">
          <Stepper
            value={item.quantity}
            canDecrease={item.quantity > 1}
            atMax={item.quantity >= maxQuantity(item)}
            onDecrease={() => cart.updateQuantity(item.giftId, item.quantity - 1)}
            onIncrease={increase}
            decreaseLabel={t('decrease', { name: name })}
            increaseLabel={t('increase', { name: name })}
            valueLabel={t('quantity', { value: item.quantity })}
          />
          <p className="figures font-semibold">
            <span className="sr-only">{t('lineTotal', { amount: lineTotal })}</span>
            <span aria-hidden="true">{lineTotal}</span>
          </p>
        </div>
        <LineStock item={item} />
      </div>
    </li>
  );
}
