/** The dashboard module's face: all that other modules and the app use of it (decision 044). */
export { foldOrderHours } from './fold-hours.js';
export { dashboardRoutes } from './routes.js';
