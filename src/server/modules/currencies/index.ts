/** The currencies module's face: all that other modules and the app use of it (decision 044). */
export { listCurrencies } from './service.js';
export { currencyAdminRoutes, currencyRoutes } from './routes.js';
