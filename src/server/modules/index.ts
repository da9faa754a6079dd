import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../plugins/session.js';
import { catalogAdminRoutes, catalogRoutes } from './catalog/routes.js';
import { createCatalogCache } from './catalog/catalog-cache.js';
import { createAdminAnswers } from '../lib/admin-answers.js';
import { createShopRules } from '../lib/shop-rules.js';
import { settingsAdminRoutes, settingsRoutes } from './settings/routes.js';
import { appearanceAdminRoutes, appearanceRoutes } from './appearance/routes.js';
import { authRoutes } from './auth/routes.js';
import { orderAdminRoutes } from './orders/admin-routes.js';
import { orderRoutes } from './orders/routes.js';
import { paymentRoutes } from './payments/routes.js';
import { contentRoutes } from './content/routes.js';
import { contentAdminRoutes } from './content/admin-routes.js';
import { newsletterRoutes } from './newsletter/routes.js';
import { contactRoutes } from './contact/routes.js';
import { uploadRoutes } from './uploads/routes.js';
import { dashboardRoutes } from './dashboard/routes.js';
import { reviewAdminRoutes, reviewRoutes } from './reviews/routes.js';
import { quizRoutes } from './quiz/routes.js';
import { notificationAdminRoutes } from './notifications/routes.js';
import { inboxAdminRoutes } from './inbox/routes.js';
import { giftCodeRoutes } from './gift-codes/routes.js';
import { partnerRoutes } from './gift-codes/partner-routes.js';
import { registerPartnerGate } from './gift-codes/partner-gate.js';
import { deliveryProofAdminRoutes, deliveryProofRoutes } from './delivery-proof/routes.js';
import { reminderRoutes } from './reminders/routes.js';
import { invoiceAdminRoutes, invoiceRoutes } from './invoices/routes.js';
import { recipientClaimRoutes } from './recipient-claims/routes.js';
import { deliverySlotAdminRoutes, deliverySlotRoutes } from './delivery-slots/routes.js';
import { sitemapRoutes } from './sitemap/routes.js';
import { currencyAdminRoutes, currencyRoutes } from './currencies/routes.js';

/** Every module's back office routes, in one scope whose single guard admits admins only. */
const adminRoutes: FastifyPluginAsyncZod = async (admin) => {
  // onRequest: a visitor gets 401 and a customer 403 before any body is read or validated.
  admin.addHook('onRequest', requireAdmin);
  await admin.register(catalogAdminRoutes);
  await admin.register(settingsAdminRoutes);
  await admin.register(appearanceAdminRoutes);
  await admin.register(uploadRoutes);
  await admin.register(dashboardRoutes);
  await admin.register(orderAdminRoutes);
  await admin.register(reviewAdminRoutes);
  await admin.register(contentAdminRoutes);
  await admin.register(notificationAdminRoutes);
  await admin.register(inboxAdminRoutes);
  await admin.register(deliveryProofAdminRoutes);
  await admin.register(deliverySlotAdminRoutes);
  await admin.register(invoiceAdminRoutes);
  await admin.register(currencyAdminRoutes);
};

/** Every API module; each registers its own `/api/...` routes. */
export const registerModules: FastifyPluginAsyncZod = async (app) => {
  registerPartnerGate(app);
  const catalogCache = createCatalogCache(app.frontAnswers);
  app.decorate('publicCache', catalogCache);
  app.decorate('adminAnswers', createAdminAnswers());
  app.decorate('shopRules', createShopRules());
  // The front answers are copies of the public answers: the same topics make them stale.
  const front = { topics: catalogCache.topics, forget: app.frontAnswers.forget };
  for (const cache of [catalogCache, front, app.adminAnswers, app.shopRules]) app.caches.register(cache);
  await app.register(catalogRoutes(catalogCache));
  await app.register(settingsRoutes);
  await app.register(appearanceRoutes);
  await app.register(authRoutes);
  await app.register(orderRoutes);
  await app.register(invoiceRoutes);
  await app.register(reviewRoutes);
  await app.register(paymentRoutes);
  await app.register(contentRoutes);
  await app.register(newsletterRoutes);
  await app.register(contactRoutes);
  await app.register(quizRoutes);
  await app.register(giftCodeRoutes);
  await app.register(partnerRoutes);
  await app.register(deliveryProofRoutes);
  await app.register(reminderRoutes);
  await app.register(deliverySlotRoutes);
  await app.register(recipientClaimRoutes);
  await app.register(sitemapRoutes);
  await app.register(currencyRoutes);
  await app.register(adminRoutes);
};
