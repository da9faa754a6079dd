/** The notifications module's face: all that other modules and the app use of it (decision 044). */
export { readEmailBrand } from './brand.js';
export { emailAllowed, newOrderAlert, newOrderAlertKeys, notifyContactMessage, notifyNewAccountByText, notifyGiftSwapped, notifyNewReview, notifyOrderMoveByText, notifyPaidTwice } from './notify.js';
export { enqueue, enqueueEmail, outboxValues, withdrawOrderMessages, type OutboxMessage } from './outbox.js';
export { notificationAdminRoutes } from './routes.js';
export { NOTIFICATION_SETTINGS_KEY, readNotificationSettings, readStoredNotificationSettings, storedNotificationSettings } from './settings.js';
export { composeEmail, emailFrame, type EmailBrand, type EmailContent } from './templates/layout.js';
export { newsletterConfirmEmail } from './templates/newsletter-confirm.js';
export { orderStatusEmail } from './templates/order-status.js';
export { passwordResetEmail } from './templates/password-reset.js';
export { withoutDirectionMarks } from './templates/plain-text.js';
export { welcomeEmail } from './templates/welcome.js';
export { MAX_ATTEMPTS, processOutbox } from './worker.js';
