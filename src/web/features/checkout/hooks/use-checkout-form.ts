import { useMemo } from 'react';
import { useForm, useFormContext, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { shopToday } from '@contracts/shop-clock';
import {
  checkoutFormSchema,
  emptyCheckout,
  type CheckoutField,
  type CheckoutOutput,
  type CheckoutValues,
} from '@/features/checkout/utils/checkout-schema';
import { fieldErrorKey } from '@/features/checkout/utils/field-error-key';

/**
 * The checkout form, validated by the order contract; errors show once a field is left or on submit. A cart of
 * digital gifts only asks for no address; only a guest is asked for an e-mail.
 */
export function useCheckoutForm({ digitalOnly, guest }: { digitalOnly: boolean; guest: boolean }) {
  // Today in Morocco, not in the browser's zone: the earliest delivery date the shop accepts.
  const today = useMemo(() => shopToday(new Date()), []);
  // Two rule sets: with the recipient's address, or without it ("Je ne connais pas son adresse"), chosen by the box's value.
  const resolvers = useMemo(
    () => ({
      known: zodResolver(checkoutFormSchema(today, { digitalOnly, guest })),
      unknown: zodResolver(checkoutFormSchema(today, { digitalOnly, guest, addressUnknown: true })),
    }),
    [today, digitalOnly, guest],
  );
  const form = useForm<CheckoutValues, unknown, CheckoutOutput>({
    resolver: (values, context, options) => (values.recipientAddressUnknown ? resolvers.unknown : resolvers.known)(values, context, options),
    defaultValues: emptyCheckout('stripe'),
    mode: 'onTouched',
  });
  return { form, today };
}

export const useCheckoutContext = () => useFormContext<CheckoutValues, unknown, CheckoutOutput>();

/** A field's error in the visitor's language; the server's own words when it found the problem. */
export function useFieldError() {
  const { t } = useTranslation('checkout');
  const { formState, control } = useCheckoutContext();
  // The text follows the value as it is typed (empty: "requis", filled but short: "trop court"), not as it was at the last check.
  const values = useWatch({ control });
  return (field: CheckoutField): string | undefined => {
    const err = formState.errors[field];
    if (!err) return undefined;
    if (err.type === 'server' && err.message) return err.message;
    return t(`errors.${fieldErrorKey(field, values[field])}`);
  };
}
