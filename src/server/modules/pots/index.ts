/** The pots module's face: a gift paid together (decision 053). */
export { followPots } from './follow.js';
export { potAdminRoutes, potRoutes } from './routes.js';
export { potPaymentTarget } from './shares.js';
export type { PotDeps } from './deps.js';
