/** The gift-codes module's face: all that other modules and the app use of it (decision 044). */
export { giftHandedOver, giftHandedOverError, ordersWithGiftHandedOver } from './handed-over.js';
export { issueGiftCodes } from './issue.js';
export { registerPartnerGate } from './partner-gate.js';
export { partnerRoutes } from './partner-routes.js';
export { queueEcards } from './queue.js';
export { giftCodeRoutes } from './routes.js';
