import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import type { Quote } from '@contracts/orders';
import { Form } from '@/components/ui/form/form';
import { useCartStock } from '@/hooks/use-cart-stock';
import { useSettings } from '@/lib/site-queries';
import { useUser } from '@/hooks/use-user';
import { cart, digitalOnly, overStock, useCart } from '@/stores/cart';
import { usePaymentConfig } from '@/features/checkout/api/payment-config';
import { quoteQuery, useQuote, type QuoteInput } from '@/features/checkout/api/quote';
import { useCheckoutForm } from '@/features/checkout/hooks/use-checkout-form';
import { useDiscountCode } from '@/features/checkout/hooks/use-discount-code';
import { usePlaceOrder } from '@/features/checkout/hooks/use-place-order';
import type { CardPayer } from '@/features/checkout/utils/card-payer';
import { expressOption } from '@/features/checkout/utils/express-option';
import { stockShortages } from '@/features/checkout/utils/stock-shortage';
import { DeliveryCard } from './delivery-card';
import { EmptyCart } from './checkout-states';
import { HelpCard } from './help-card';
import { OrderSummary } from './order-summary';
import { PaymentCard } from './payment-card';
import { defaultPotChoice, PotOption } from './pot-option';
import { RecipientCard } from './recipient-card';
import { SenderCard } from './sender-card';
import { SubmitPanel } from './submit-panel';
import { ExtrasPicker } from './extras-picker';
import { SummaryExtras } from './summary-extras';
import { useChosenExtras } from '@/features/checkout/hooks/use-chosen-extras';
import type { ExtrasWhere } from '@/features/checkout/api/offered-extras';

/** The whole checkout: recipient, delivery, payment, and the summary with the button beside them. */
export function CheckoutView() {
  const { t } = useTranslation('checkout');
  const queryClient = useQueryClient();
  const cartState = useCart();
  // A cart of digital gifts only has nothing to carry: no address, no city, no fee (the server checks its catalogue).
  const digital = digitalOnly(cartState.items);
  const hasDigital = cartState.items.some((i) => i.type === 'digital');
  const { user } = useUser();
  const { form, today } = useCheckoutForm({ digitalOnly: digital, guest: !user });
  // A signed-in customer's first name is offered as the sender, unless something was typed already.
  const firstName = user?.firstName;
  useEffect(() => {
    if (firstName && !form.getValues('senderName')) form.setValue('senderName', firstName);
  }, [firstName, form]);
  const config = usePaymentConfig();
  const payerRef = useRef<CardPayer | null>(null);
  const { data: settings } = useSettings();
  const city = form.watch('recipientCity');
  const addressUnknown = !digital && (form.watch('recipientAddressUnknown') ?? false);
  const expressHere = !digital && !addressUnknown && (expressOption(settings, city)?.offered ?? false);
  // A city without express turns a switch left on off, so neither the quote nor the order asks for it.
  const express = expressHere && (form.watch('express') ?? false);
  useEffect(() => {
    if (!expressHere && form.getValues('express')) form.setValue('express', false);
  }, [expressHere, form]);

  // Extras go with a physical gift: those of the city's zone, or of every zone while the recipient has not given the address.
  const extrasWhere = useMemo<ExtrasWhere | null>(() => (digital ? null : addressUnknown ? { everywhere: true } : city ? { city } : null), [digital, addressUnknown, city]);
  const extras = useChosenExtras(extrasWhere);
  // "Payer à plusieurs": the checkout opens a pot for the gift instead of placing the order.
  const [together, setTogether] = useState(() => defaultPotChoice(today));
  const discount = useDiscountCode();
  const discountCode = discount.applied;
  const quoteInput = useMemo<QuoteInput | null>(() => {
    const items = cartState.items.map(({ giftId, quantity }) => ({ giftId, quantity }));
    if (digital) return { recipientCity: null, express: false, discountCode, items };
    const withExtras = extras.chosen.length ? { extras: extras.chosen } : {};
    if (addressUnknown) return { recipientCity: null, recipientAddressUnknown: true, express: false, discountCode, items, ...withExtras };
    return city ? { recipientCity: city, express, discountCode, items, ...withExtras } : null;
  }, [digital, addressUnknown, city, express, discountCode, cartState.items, extras.chosen]);
  const quote = useQuote(quoteInput);
  // A code the quote refuses is taken off, and the field says why; the summary goes on without it.
  const refusedBy = discount.refusedBy;
  useEffect(() => {
    if (quote.error) refusedBy(quote.error);
  }, [quote.error, refusedBy]);
  useCartStock(cartState.items, true);
  // A quote refused for stock tells what is left: the summary shows it on the lines to fix.
  useEffect(() => {
    const shortages = stockShortages(quote.error);
    if (shortages) cart.setStock(shortages);
  }, [quote.error]);

  // Without a card provider the only way to pay is the transfer.
  const provider = config.data?.provider;
  useEffect(() => {
    if (provider === null && form.getValues('paymentMethod') === 'stripe') form.setValue('paymentMethod', 'bank_transfer');
  }, [provider, form]);

  const place = usePlaceOrder({
    payerRef,
    config: config.data,
    quote: quoteInput ? quote.data : undefined,
    discountCode,
    extras: extras.chosen,
    onDiscountRefused: discount.refusedBy,
    onNewQuote: (q: Quote) => quoteInput && queryClient.setQueryData(quoteQuery(quoteInput).queryKey, q),
    together: together.on ? together : null,
  });

  // Between a placed order and its confirmation page the form stays where it is, locked, and the button says where it goes.
  const shown = place.leaving ?? cartState;
  if (shown.items.length === 0) return <EmptyCart />;

  const amount = (quoteInput && quote.data?.total) || shown.total.toFixed(2);
  const blocked = (quote.data?.deliverable === false && quoteInput !== null) || shown.items.some(overStock);
  const locked = place.order !== null || place.leaving !== null;
  return (
    <>
      <div className="mb-8 flex flex-col gap-2 sm:mb-10">
        <h1 className="text-3xl font-semibold sm:text-4xl">{t('title')}</h1>
        <p className="flex items-center gap-2 text-muted">
          <ShieldCheck className="h-5 w-5 shrink-0 text-success" aria-hidden="true" />
          {t('subtitle')}
        </p>
      </div>
      <Form
        form={form}
        onSubmit={place.submit}
        onError={place.refused}
        className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-8"
      >
        <div className="space-y-6">
          <fieldset disabled={locked} className="min-w-0 space-y-6">
            <RecipientCard digitalOnly={digital} hasDigital={hasDigital} />
            <DeliveryCard today={today} digitalOnly={digital} hasDigital={hasDigital} />
            <ExtrasPicker offered={extras.offered} chosen={extras.chosen} onChange={extras.set} />
            <SenderCard accountEmail={user?.email ?? null} />
          </fieldset>
          <PotOption value={together} onChange={setTogether} today={today} disabled={locked} />
          {!together.on && (
            <PaymentCard
              config={config.data}
              disabled={place.leaving !== null}
              amount={amount}
              payerRef={payerRef}
              lockedOrderNumber={place.order?.orderNumber ?? null}
              paymentError={place.paymentError}
            />
          )}
        </div>
        <div className="space-y-4 lg:sticky lg:top-24">
          <OrderSummary
            cart={shown}
            locked={locked || place.busy}
            hasCity={quoteInput !== null}
            discountCode={discount}
            extras={<SummaryExtras quote={quoteInput ? quote.data : undefined} offered={extras.offered} />}
            quoteState={{ quote: quoteInput ? quote.data : undefined, updating: quote.isFetching, error: quote.error, retry: () => void quote.refetch() }}
          />
          <SubmitPanel busy={place.busy} leaving={place.leaving !== null} retry={place.order !== null} newTotal={place.newTotal} blocked={blocked} together={together.on} />
          <HelpCard />
        </div>
      </Form>
    </>
  );
}
