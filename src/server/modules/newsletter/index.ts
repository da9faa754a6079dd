/** The newsletter module's face: all that other modules and the app use of it (decision 044). */
export { newsletterRoutes } from './routes.js';
