/** The sitemap module's face: all that other modules and the app use of it (decision 044). */
export { sitemapRoutes } from './routes.js';
