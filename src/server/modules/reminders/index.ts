/** The reminders module's face: all that other modules and the app use of it (decision 044). */
export { reminderRoutes } from './routes.js';
export { sendDueReminders } from './send.js';
export { toReminder } from './service.js';
