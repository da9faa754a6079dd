/** The auth module's face: all that other modules and the app use of it (decision 044). */
export { ensureAdmin } from './bootstrap-admin.js';
export { EMAIL_TAKEN } from './register.js';
export { authRoutes } from './routes.js';
