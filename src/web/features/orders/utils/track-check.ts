export type TrackField = 'orderNumber' | 'phone';
/** Keys of `orders:track.*`. */
export type TrackProblem = 'required' | 'orderNumberTooShort' | 'phoneTooShort';

/** TrackQuerySchema's minimum, not imported so the tracking page does not load zod. */
const MIN_ORDER_NUMBER = 4;
/** A Moroccan number has 9 digits after its 0 or +212. */
const MIN_PHONE_DIGITS = 9;

/** What the tracking form refuses before asking: an empty field is required, a filled one may be too short. */
export function checkTrack(values: Record<TrackField, string>): Partial<Record<TrackField, TrackProblem>> {
  const found: Partial<Record<TrackField, TrackProblem>> = {};
  const orderNumber = values.orderNumber.trim();
  if (!orderNumber) found.orderNumber = 'required';
  else if (orderNumber.length < MIN_ORDER_NUMBER) found.orderNumber = 'orderNumberTooShort';
  const phone = values.phone.trim();
  if (!phone) found.phone = 'required';
  else if (phone.replace(/\D/g, '').length < MIN_PHONE_DIGITS) found.phone = 'phoneTooShort';
  return found;
}
