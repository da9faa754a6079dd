import type { CheckoutField } from './checkout-schema';

/**
 * The `checkout:errors.*` text for a field that failed: an empty field is "requis", a filled one
 * that is too short is "trop court", and a filled phone is one that is not Moroccan.
 */
export function fieldErrorKey(field: CheckoutField, value: unknown) {
  const filled = typeof value === 'string' && value.trim() !== '';
  if (field === 'recipientPhone') return filled ? 'recipientPhone' : 'recipientPhoneRequired';
  if (field === 'senderEmail') return filled ? 'senderEmail' : 'senderEmailRequired';
  if (field === 'recipientCity') return filled ? 'recipientCityInvalid' : 'recipientCity';
  // The two fields the order contract wants a minimum length of.
  if (filled && (field === 'recipientName' || field === 'recipientAddress')) return `${field}TooShort` as const;
  return field;
}
