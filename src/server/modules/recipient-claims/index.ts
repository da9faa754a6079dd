/** The recipient-claims module's face: all that other modules and the app use of it (decision 044). */
export { recipientClaimRoutes } from './routes.js';
export { sendPendingClaimLinks } from './send.js';
export { followUpUnclaimed } from './unclaimed.js';
export { claimStates, tellSenderLinkUnsent } from './unsent.js';
