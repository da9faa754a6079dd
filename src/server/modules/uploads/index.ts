/** The uploads module's face: all that other modules and the app use of it (decision 044). */
export { ONLY_IMAGES, readRaster } from './pictures.js';
export { MAX_UPLOAD_BYTES, TOO_LARGE, uploadRoutes } from './routes.js';
