import { useState } from 'react';
import { useLocation } from 'wouter';
import { ShoppingBag, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Gift } from '@contracts/catalog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useCartCapNotice } from '@/hooks/use-cart-limit';
import { localized } from '@/lib/format';
import { useLocale } from '@/i18n/locale';
import { cart } from '@/stores/cart';
import { cartPanel } from '@/stores/cart-panel';
import { stockState } from '@/features/catalog/utils/stock';
import { QuantitySelector } from './quantity-selector';
import { StockStatus } from './stock-status';

/** Buy now waits this long after adding, so the cart is saved before the checkout reads it. */
const BUY_NOW_DELAY_MS = 100;

/** Stock, quantity (physical gifts) and the add-to-cart and buy-now buttons. */
export function GiftPurchase({ gift }: { gift: Gift }) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const [, navigate] = useLocation();
  const [quantity, setQuantity] = useState(1);
  const notice = useCartCapNotice();
  const physical = gift.type === 'physical';
  const soldOut = stockState(gift.stock) === 'sold_out';
  const name = localized(gift.name, locale);

  const add = () => {
    const stock = physical ? gift.stock : null;
    const change = cart.add({
      giftId: gift.id,
      name,
      names: gift.name,
      price: Number(gift.price),
      image: gift.images[0],
      stock,
      type: gift.type,
      quantity: physical ? quantity : 1,
    });
    if (!notice(change, { stock: stock ?? 0, name })) {
      toast({
        title: t('purchase.added'),
        description: t('purchase.addedText', { name }),
        variant: 'success',
        action: { label: t('purchase.viewCart'), onClick: cartPanel.open },
      });
    }
  };
  const buyNow = () => {
    add();
    setTimeout(() => navigate('/checkout'), BUY_NOW_DELAY_MS);
  };

  return (
    <div className="flex flex-col gap-5">
      {physical && <StockStatus stock={gift.stock} />}
      {physical && !soldOut && <QuantitySelector value={quantity} stock={gift.stock} onChange={setQuantity} />}
      <div className="grid gap-3 sm:grid-cols-2">
        <Button size="lg" className="rounded-full" onClick={add} disabled={soldOut}>
          <ShoppingBag className="h-5 w-5" aria-hidden="true" />
          {t('purchase.addToCart')}
        </Button>
        <Button size="lg" variant="outline" className="rounded-full" onClick={buyNow} disabled={soldOut}>
          <Zap className="h-5 w-5" aria-hidden="true" />
          {t('purchase.buyNow')}
        </Button>
      </div>
    </div>
  );
}
