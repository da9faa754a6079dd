/** The delivery-proof module's face: all that other modules and the app use of it (decision 044). */
export { deliveryProofAdminRoutes, deliveryProofRoutes } from './routes.js';
export { recordFailedAttempt } from './service.js';
