/** The extras module's face: all that other modules and the app use of it (decision 044). */
export { extraCtes, extraInvoiceLines, extrasOfOrders, extrasRanOut, extrasShort, priceExtras, releaseExtras, soldExtras, withExtras, type PricedExtra } from './order-lines.js';
export { extraAdminRoutes, extraRoutes } from './routes.js';
