/** The reviews module's face: all that other modules and the app use of it (decision 044). */
export { refreshGiftRatings } from './gift-ratings.js';
export { reviewAdminRoutes, reviewRoutes } from './routes.js';
