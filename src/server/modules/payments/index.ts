/** The payments module's face: all that other modules and the app use of it (decision 044). */
export { bingaChecksum } from './binga/checksum.js';
export { cmiHash } from './cmi/hash.js';
export type { StripeAddress } from './providers/stripe.js';
export { createPaymentRegistry, type PaymentRegistry } from './registry.js';
export { paymentRoutes } from './routes.js';
export type { PaymentProvider } from './providers/types.js';
