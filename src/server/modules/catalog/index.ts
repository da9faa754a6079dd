/** The catalog module's face: all that other modules and the app use of it (decision 044). */
export { PUBLIC_ANSWERS_BYTES, createCatalogCache } from './catalog-cache.js';
export { escapeLike } from './gifts-query.js';
export { toLocalized } from './mappers.js';
export { catalogAdminRoutes, catalogRoutes } from './routes.js';
