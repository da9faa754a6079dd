/** The page-texts module's face: all that other modules and the app use of it (decision 044). */
export { contentAdminRoutes } from './admin-routes.js';
export { rejectInvalidForm } from './form-errors.js';
export { contentRoutes } from './routes.js';
