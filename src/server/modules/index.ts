import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogRoutes } from './catalog/routes.js';
import { settingsRoutes } from './settings/routes.js';
import { appearanceRoutes } from './appearance/routes.js';
import { authRoutes } from './auth/routes.js';
import { orderRoutes } from './orders/routes.js';
import { paymentRoutes } from './payments/routes.js';
import { contentRoutes } from './content/routes.js';
import { newsletterRoutes } from './newsletter/routes.js';
import { contactRoutes } from './contact/routes.js';

/** Every API module; each registers its own `/api/...` routes. */
export const registerModules: FastifyPluginAsyncZod = async (app) => {
  await app.register(catalogRoutes);
  await app.register(settingsRoutes);
  await app.register(appearanceRoutes);
  await app.register(authRoutes);
  await app.register(orderRoutes);
  await app.register(paymentRoutes);
  await app.register(contentRoutes);
  await app.register(newsletterRoutes);
  await app.register(contactRoutes);
};
