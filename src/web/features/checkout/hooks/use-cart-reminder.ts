import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@contracts/common';
import { cart, useCart } from '@/stores/cart';
import { useCheckoutContext } from '@/features/checkout/hooks/use-checkout-form';
import { saveCart } from '@/features/checkout/api/save-cart';
import { checkoutId, forgetCheckoutId } from '@/features/checkout/utils/checkout-id';
import { reminderContact } from '@/features/checkout/utils/reminder-contact';

/** Typing pauses this long before the cart is saved: one request per pause, not per key. */
const PAUSE_MS = 1500;

/**
 * The "remind me" box of the checkout, unticked until the visitor ticks it. While ticked and a way
 * to reach them is typed, the cart (gifts and quantities, nothing else) is saved for one reminder;
 * unticking forgets it. An ordered or emptied cart starts a new checkout next time.
 */
export function useCartReminder(signedIn: boolean) {
  const { items } = useCart();
  const [consent, setConsent] = useState(false);
  const { watch } = useCheckoutContext();
  const { i18n } = useTranslation();
  const contact = reminderContact({ email: watch('senderEmail'), phone: watch('senderPhone') }, signedIn);
  const saved = useRef(false);
  const request = JSON.stringify({
    consent: consent && contact !== null,
    email: contact?.email ?? null,
    phone: contact?.phone ?? null,
    locale: i18n.language as Locale,
    lines: items.map(({ giftId, quantity }) => ({ giftId, quantity })),
  });
  // The order placed empties the cart: the next cart is another checkout, with a reminder of its own.
  useEffect(() => {
    const unsubscribe = cart.subscribe(() => {
      if (cart.get().items.length === 0) forgetCheckoutId();
    });
    return () => void unsubscribe();
  }, []);
  const empty = items.length === 0;
  useEffect(() => {
    if (empty) return;
    const body = JSON.parse(request) as Parameters<typeof saveCart>[1];
    // Nothing to forget before the first save: no request until the box is ticked with a contact.
    if (!body.consent && !saved.current) return;
    const timer = setTimeout(() => {
      saved.current = body.consent;
      saveCart(checkoutId(), body).catch(() => {
        // A reminder is a courtesy: a failed save never stands in the way of the order.
      });
    }, PAUSE_MS);
    return () => clearTimeout(timer);
  }, [request, empty]);
  return { consent, setConsent };
}
