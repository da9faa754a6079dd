/** The cart-recovery module's face: all that other modules and the app use of it (decision 044). */
export { eraseSavedCarts, savedCartsOf } from './data-rights.js';
export { cartRecoveryAdminRoutes, cartRecoveryRoutes } from './routes.js';
export { sendCartReminders } from './send.js';
