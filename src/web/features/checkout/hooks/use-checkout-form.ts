import { useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { shopToday } from '@contracts/shop-clock';
import { useFieldErrors } from '@/components/ui/form/use-field-errors';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import {
  checkoutFormSchema,
  emptyCheckout,
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
  const schemaFor = useMemo(() => {
    const known = checkoutFormSchema(today, { digitalOnly, guest });
    const unknown = checkoutFormSchema(today, { digitalOnly, guest, addressUnknown: true });
    return (values: CheckoutValues) => (values.recipientAddressUnknown ? unknown : known);
  }, [today, digitalOnly, guest]);
  const form = useSchemaForm(schemaFor, { defaultValues: emptyCheckout('stripe'), mode: 'onTouched' });
  return { form, today };
}

export const useCheckoutContext = () => useFormContext<CheckoutValues, unknown, CheckoutOutput>();

/** A field's error in the visitor's language; the server's own words when it found the problem. */
export function useFieldError() {
  const { t } = useTranslation('checkout');
  const { control } = useCheckoutContext();
  // The text follows the value as it is typed (empty: "requis", filled but short: "trop court"), not as it was at the last check.
  return useFieldErrors(control, (field, _, value) => t(`errors.${fieldErrorKey(field, value)}`));
}
