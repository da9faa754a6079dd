/** The parcels module's face: all that other modules and the app use of it (decision 044). */
export { parcelAdminRoutes } from './routes.js';
export { followOpenParcels } from './poll.js';
