import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import type { Order, PaymentConfig, Quote } from '@contracts/orders';
import { toast } from '@/components/ui/toast';
import { useUser } from '@/hooks/use-user';
import { useLocale } from '@/i18n/locale';
import { useVisitorCurrency } from '@/hooks/use-price';
import { useErrorText } from '@/lib/errors';
import { handleSessionExpired } from '@/lib/session-expired';
import { cart, digitalOnly, useCart, type CartState } from '@/stores/cart';
import { shopInstant } from '@contracts/shop-clock';
import { createOrder } from '@/features/checkout/api/create-order';
import { createPot } from '@/features/checkout/api/create-pot';
import type { CardPayer } from '@/features/checkout/utils/card-payer';
import { toCreateOrder, type CheckoutOutput } from '@/features/checkout/utils/checkout-schema';
import { repriceCart, priceChangedQuote } from '@/features/checkout/utils/price-change';
import { stockShortages } from '@/features/checkout/utils/stock-shortage';
import { successUrl } from '@/features/checkout/utils/success-url';
import { useCardPayment } from './use-card-payment';

/**
 * The checkout flow: create the order, then pay it by card or send the customer to the transfer
 * details. A card order that was declined stays, and the next attempt pays that same order. `submit`
 * and `refused` are the checkout form's: a refused order reaches `refused` once the form has marked
 * the fields the server named.
 */
export function usePlaceOrder(opts: {
  payerRef: RefObject<CardPayer | null>;
  config: PaymentConfig | undefined;
  quote: Quote | undefined;
  /** The promotion code applied in the summary, sent with the order. */
  discountCode: string | null;
  /** The extras ticked, sent with the order. */
  extras?: { extraId: string; quantity: number }[];
  /** A code the order refused: true when `err` was that, and the field now says why. */
  onDiscountRefused: (err: unknown) => boolean;
  onNewQuote: (quote: Quote) => void;
  /** Paid together: the checkout opens a pot instead of placing the order (its deadline, a Morocco date). */
  together?: { deadline: string; showAmounts: boolean } | null;
}) {
  const { t } = useTranslation('checkout');
  const errorText = useErrorText();
  const locale = useLocale();
  const { user } = useUser();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const pay = useCardPayment();
  const { items } = useCart();
  const { current: currency } = useVisitorCurrency();
  // The order belongs to the cart it was made from: a changed cart needs a new order.
  const [made, setMade] = useState<{ order: Order; items: typeof items } | null>(null);
  const order = made?.items === items ? made.order : null;
  const [busy, setBusy] = useState(false);
  // The cart as it was ordered, shown until the confirmation page opens (the store is already empty).
  const [leaving, setLeaving] = useState<CartState | null>(null);
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const [newTotal, setNewTotal] = useState<string | null>(null);

  const finish = (url: string) => {
    setLeaving(cart.get());
    cart.clear();
    void queryClient.invalidateQueries({ queryKey: ['orders'] });
    window.setTimeout(() => navigate(url), 1000);
  };

  const refused = (err: unknown) => {
    if (handleSessionExpired(err)) return;
    if (opts.onDiscountRefused(err)) return;
    const changed = priceChangedQuote(err);
    if (changed) {
      cart.load(repriceCart(cart.get().items, changed));
      opts.onNewQuote(changed);
      setNewTotal(changed.total);
      return;
    }
    // Short of stock since the summary was shown: the lines say what is left and how to fix them.
    const shortages = stockShortages(err);
    if (shortages) cart.setStock(shortages);
    toast({ title: t('toast.orderError'), description: errorText(err, t('toast.genericError')), variant: 'destructive' });
  };

  const submit = async (values: CheckoutOutput) => {
    if (busy) return;
    setBusy(true);
    setPaymentError(null);
    setNewTotal(null);
    try {
      // The order's fields as the checkout sends them, for an order or a pot.
      const orderFields = () =>
        toCreateOrder(values, {
          items: cart.get().items,
          customerId: user?.id ?? null,
          locale,
          displayCurrency: currency?.code === 'MAD' ? null : (currency?.code ?? null),
          quote: opts.quote ?? null,
          digitalOnly: digitalOnly(cart.get().items),
          discountCode: opts.discountCode,
          extras: opts.extras,
        });
      if (opts.together) {
        // The target is the total the summary shows.
        const { customerId: _c, totalAmount, paymentMethod: _p, ...fields } = orderFields();
        const pot = await createPot({
          ...fields,
          target: totalAmount ?? '0',
          deadline: shopInstant(opts.together.deadline, '23:59').toISOString(),
          showAmounts: opts.together.showAmounts,
        });
        toast({ title: t('together.created'), variant: 'success' });
        finish(`/pot/${pot.organiserToken}`);
        return;
      }
      const byCard = values.paymentMethod === 'stripe';
      const payer = opts.payerRef.current;
      if (byCard && (!opts.config?.provider || !payer)) {
        toast({ title: t('toast.unavailable'), description: t('toast.unavailableText'), variant: 'destructive' });
        return;
      }
      if (byCard && !(await payer?.check())) return;
      // A refused order throws: the form marks the fields the server named, then `refused` says the rest.
      const placed = order ?? (await createOrder(orderFields()));
      if (placed.paymentMethod === 'bank_transfer' || placed.paymentMethod === 'cash_voucher') {
        const text = placed.paymentMethod === 'cash_voucher' ? t('toast.orderCreatedCashText', { number: placed.orderNumber }) : t('toast.orderCreatedText', { number: placed.orderNumber });
        toast({ title: t('toast.orderCreated'), description: text, variant: 'success' });
        finish(successUrl({ orderId: placed.id, method: placed.paymentMethod }));
        return;
      }
      setMade({ order: placed, items });
      const outcome = await pay(placed, opts.payerRef.current);
      if (outcome?.ok) {
        toast({ title: t('toast.paid'), description: t('toast.paidText', { number: placed.orderNumber }), variant: 'success' });
        finish(successUrl({ orderId: placed.id, method: 'stripe', paymentIntentId: outcome.paymentIntentId }));
      } else if (outcome) {
        setPaymentError(outcome.message || t('toast.genericError'));
      }
    } finally {
      setBusy(false);
    }
  };

  return { submit, refused, busy: busy || leaving !== null, leaving, order, paymentError: order ? paymentError : null, newTotal };
}
