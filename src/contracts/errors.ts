import type { Quote } from './orders.js';
import type { DiscountRefusal } from './promotions.js';

/**
 * Every error the API can answer, with its HTTP status and the shape of its `details`.
 *
 * The server answers `{ code, message, details }` for every failure: `message` is French (the shop's
 * first language, and the fallback), `details` the typed facts the client needs (`{}` when none).
 * The client shows the text of `code` from the `errors` namespace (src/web/lib/errors.ts), so a
 * visitor reads it in their own language.
 *
 * A new error is ONE line here (`my_code: code<{ …details }>(409),`) plus its text in
 * `locales/{fr,ar,en}/errors.json`; services throw `new AppError('my_code', 'Message…', { … })`.
 * Keep codes stable: clients and tests match on them.
 */
const code = <Details extends object = NoDetails>(status: number) => ({ status }) as { status: number; details?: Details };
type NoDetails = Record<never, never>;

export interface Issue {
  path: string;
  message: string;
}

/** What is left of each short line of a cart: every line for a quote, the first for an order. */
export interface Shortage {
  giftId: string;
  available: number;
}

export const errorCodes = {
  // Generic
  invalid_data: code<{ issues?: Issue[] }>(400),
  unauthorized: code(401),
  forbidden: code(403),
  not_found: code(404),
  conflict: code(409),
  payload_too_large: code(413),
  unsupported_media_type: code(415),
  rate_limited: code<{ retryAfter?: number }>(429),
  internal: code(500),
  unavailable: code<{ providerCode?: string }>(503),
  maintenance: code(503),
  // Accounts
  bad_credentials: code(401),
  registration_closed: code(403),
  email_taken: code(409),
  wrong_password: code(400),
  invalid_reset_link: code(400),
  /** The only admin account cannot be deleted: the shop would have nobody to run it. */
  last_admin: code(409),
  // Newsletter
  invalid_confirm_link: code(400),
  invalid_unsubscribe_link: code(400),
  // Occasion reminders
  /** WhatsApp chosen for a reminder without a phone number on the account. */
  reminder_needs_phone: code(400),
  // Carts brought back
  /** A cart link that matches no saved cart (purged, unsubscribed, or mistyped). */
  cart_link_invalid: code(404),
  // Cart and checkout
  too_many_items: code<{ max: number }>(400),
  express_unavailable: code(400),
  /** The chosen delivery date or slot is not one the shop can honour; nextDate is the first it can (null: none within 90 days). */
  delivery_unavailable: code<{ nextDate: string | null }>(400),
  card_unavailable: code(400),
  /** Cash at an agency (Binga) chosen while the shop has it not set up. */
  cash_unavailable: code(400),
  price_changed: code<{ quote: Quote }>(409),
  /** A discount code the cart cannot use, and why (contracts/promotions.ts); `minOrder` when under the minimum. */
  discount_invalid: code<{ reason: DiscountRefusal; minOrder?: string }>(400),
  out_of_stock: code<{ shortages: Shortage[] }>(409),
  gift_unavailable: code<{ shortages: Shortage[] }>(409),
  unpaid_limit: code<{ giftId: string; held: number; max: number }>(409),
  // An order's life
  not_cancellable: code(409),
  not_receivable: code(409),
  order_cancelled: code(409),
  /** A delivery attempt or photo on an order that is not out for delivery. */
  not_in_delivery: code(409),
  // Payment
  not_payable: code(409),
  already_paid: code(409),
  expired: code(409),
  // E-gift codes
  gift_code_unknown: code(404), // no code like this one (or not a code at all)
  gift_code_redeemed: code<{ redeemedAt: string }>(409), // already used: a code is used once
  gift_code_expired: code<{ expiresAt: string }>(409), // past its validity
  gift_code_void: code(409), // unused when its order was cancelled: the shop refunded it
  // The recipient gives the address (docs/decisions/027-recipient-gives-the-address.md)
  claim_unknown: code(404), // no link like this one
  claim_expired: code<{ expiresAt: string }>(410), // the link's days are over, or a newer link replaced it
  claim_used: code(409), // the address was already given through this link
  swap_unavailable: code(409), // the other gift the recipient chose ran out or was withdrawn meanwhile (decision 051)
  claim_closed: code(409), // the address was given, or the order cancelled: the phone can no longer change
  phone_corrections_used: code(429), // each correction texts a new link: a few per order, then the shop
  // Invoices: the order exists and may be read, but has no invoice (not paid) or no credit note (not refunded).
  no_invoice: code(404),
  no_credit_note: code(404),
  /** The card provider's API refused the shop's request or answered something unreadable. */
  payment_provider_error: code<{ providerCode?: string }>(502),
  // Parcels (docs/decisions/049-courier-dispatch.md)
  courier_not_enabled: code(409), // `courier_provider` is the shop's own couriers
  /** The courier company's API refused the shop's request (its keys, its rules) or could not be reached. */
  courier_error: code(502),
  no_parcels: code(404), // no parcel for that day: no labels to print
  // A gift paid together (docs/decisions/053-a-gift-paid-together.md)
  pot_unknown: code(404), // no pot behind this link
  pot_closed: code(409), // the pot is past its deadline, reached, or cancelled: no share is taken
  share_too_large: code<{ remaining: string }>(409), // more than what remains (shares being paid count)
  // Catalogue
  category_not_empty: code<{ gifts: number }>(409),
} as const;

export type ErrorCode = keyof typeof errorCodes;
export type ErrorDetails<C extends ErrorCode> = NonNullable<(typeof errorCodes)[C]['details']>;

/** The body of every failed answer. */
export interface ErrorBody<C extends ErrorCode = ErrorCode> {
  code: C;
  message: string;
  details: ErrorDetails<C>;
}

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(errorCodes, value);
