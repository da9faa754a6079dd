/** The appearance module's face: all that other modules and the app use of it (decision 044). */
export { appearanceAdminRoutes, appearanceRoutes } from './routes.js';
export { readAppearance } from './service.js';
export { themeCss } from './theme-css.js';
