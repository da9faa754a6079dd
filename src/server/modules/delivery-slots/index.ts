/** The delivery-slots module's face: all that other modules and the app use of it (decision 044). */
export { outsideHorizon } from './availability.js';
export { blockedBetween } from './calendar.js';
export { deliverySlotAdminRoutes, deliverySlotRoutes } from './routes.js';
export { checkOrderDelivery } from './service.js';
