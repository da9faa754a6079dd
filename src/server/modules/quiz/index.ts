/** The quiz module's face: all that other modules and the app use of it (decision 044). */
export { recommendGifts } from './recommend.js';
export { quizRoutes } from './routes.js';
