/** The orders module's face: all that other modules and the app use of it (decision 044). */
export { assertAccess, viewerOf, type Viewer } from './access.js';
export { csvLine } from './admin-csv.js';
export { orderAdminRoutes } from './admin-routes.js';
export { cardPaymentOf, notPayable } from './allowed-actions.js';
export { confirmationEmail, type ConfirmationInput } from './confirmation-email.js';
export { createOrder, type CreateOrderData, type OrderPlacer } from './create.js';
export { quoteCart } from './cart.js';
export { ZONE_UNAVAILABLE } from './destination.js';
export { expireUnpaidOrders } from './expiry.js';
export { PAYMENT_LIMIT, VERIFY_LIMIT } from './limits.js';
export type { PaymentsPort, VoucherIssuer, VoucherRequest } from './payments-port.js';
export { findOrderRow, loadOrder, loadOrders, type OrderRow } from './read.js';
export { orderRoutes } from './routes.js';
export { buyerOf } from './status-email.js';
export { attachPayment, markPaid, markPaymentFailed, recordPaidTwice, recordPaymentMismatch, refundAndRecord, setStatusByAdmin } from './transitions.js';
