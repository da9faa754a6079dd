import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../http/session.js';
import { catalogAdminRoutes, catalogRoutes, createCatalogCache } from './catalog/index.js';
import { createAdminAnswers } from '../lib/caches/admin-answers.js';
import { createShopRules } from '../lib/caches/shop-rules.js';
import { settingsAdminRoutes, settingsRoutes } from './settings/index.js';
import { appearanceAdminRoutes, appearanceRoutes } from './appearance/index.js';
import { authRoutes } from './auth/index.js';
import { orderAdminRoutes, orderRoutes } from './orders/index.js';
import { paymentRoutes } from './payments/index.js';
import { contentRoutes, contentAdminRoutes } from './page-texts/index.js';
import { newsletterRoutes } from './newsletter/index.js';
import { contactRoutes } from './contact/index.js';
import { uploadRoutes } from './uploads/index.js';
import { dashboardRoutes } from './dashboard/index.js';
import { reviewAdminRoutes, reviewRoutes } from './reviews/index.js';
import { quizRoutes } from './quiz/index.js';
import { notificationAdminRoutes, notifyPaidTwice, withdrawOrderMessages } from './notifications/index.js';
import { inboxAdminRoutes } from './inbox/index.js';
import { giftCodeRoutes, partnerRoutes, registerPartnerGate, giftHandedOver, giftHandedOverError, issueGiftCodes, ordersWithGiftHandedOver } from './gift-codes/index.js';
import { deliveryProofAdminRoutes, deliveryProofRoutes } from './delivery-proof/index.js';
import { reminderRoutes } from './reminders/index.js';
import { cartRecoveryAdminRoutes, cartRecoveryRoutes } from './cart-recovery/index.js';
import { invoiceAdminRoutes, invoiceRoutes, creditNoteIfPaid, invoiceAndCreditNote, invoiceAndReceipt, invoiceMail } from './invoices/index.js';
import { claimStates, recipientClaimRoutes, tellSenderLinkUnsent } from './recipient-claims/index.js';
import { deliverySlotAdminRoutes, deliverySlotRoutes } from './delivery-slots/index.js';
import { sitemapRoutes } from './sitemap/index.js';
import { currencyAdminRoutes, currencyRoutes } from './currencies/index.js';
import { promotionAdminRoutes, releasePromotionUse } from './promotions/index.js';
import { parcelAdminRoutes } from './parcels/index.js';
import { extraAdminRoutes, extraRoutes, releaseExtras } from './extras/index.js';
import { potAdminRoutes, potPaymentTarget, potRoutes } from './pots/index.js';
import { wireOrderHooks } from '../domain/order-hooks.js';
import { wireOrderReaders } from '../domain/order-readers.js';
import { wireOutboxHooks } from '../domain/outbox-hooks.js';
import { wirePaymentTargets } from '../domain/payment-targets.js';

// What other modules do when an order moves (decision 044): orders run these lists and import none
// of them. In order: a paid order's invoice and receipt come before its gift codes.
wireOrderHooks({
  paid: [invoiceAndReceipt, (tx, order, now) => issueGiftCodes(tx, order.id, now)],
  paidWhileCancelled: [invoiceAndCreditNote],
  cancelled: [
    creditNoteIfPaid,
    (tx, orderId) => withdrawOrderMessages(tx, orderId),
    (tx, orderId, _how, now) => releasePromotionUse(tx, orderId, now),
    (tx, orderId) => releaseExtras(tx, orderId),
  ],
  paidTwice: [notifyPaidTwice],
  cancelRefusals: [async (tx, orderId, now) => ((await giftHandedOver(tx, orderId, now)) ? giftHandedOverError() : null)],
});

// What the customer may still do with an order is read from the gift's and the recipient link's state:
// orders ask these lists as they read, and import neither module.
wireOrderReaders({ giftsOut: [ordersWithGiftHandedOver], recipientClaims: [claimStates] });

// What the outbox worker adds as it sends: an invoice's PDF, and the sender told of a recipient's link
// whose text could not leave. The worker imports neither module.
wireOutboxHooks({ mailAdditions: [invoiceMail], textsGivenUp: [tellSenderLinkUnsent] });

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
  await admin.register(promotionAdminRoutes);
  await admin.register(cartRecoveryAdminRoutes);
  await admin.register(parcelAdminRoutes);
  await admin.register(extraAdminRoutes);
  await admin.register(potAdminRoutes);
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
  await app.register(cartRecoveryRoutes);
  await app.register(deliverySlotRoutes);
  await app.register(recipientClaimRoutes);
  await app.register(sitemapRoutes);
  await app.register(currencyRoutes);
  await app.register(extraRoutes);
  // A card payment that is no order's may be a share of a gift paid together (decision 053).
  wirePaymentTargets([potPaymentTarget({ payments: app.payments, publicUrl: app.deps.config.publicUrl, shopRules: app.shopRules, now: () => app.now() })]);
  await app.register(potRoutes);
  await app.register(adminRoutes);
};
