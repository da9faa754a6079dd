/** The inbox module's face: all that other modules and the app use of it (decision 044). */
export { inboxAdminRoutes } from './routes.js';
