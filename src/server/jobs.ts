import type { App } from './app.js';
import { intervalJob } from './lib/runtime/interval-job.js';
import { purgeExpiredRateLimits } from './http/rate-limit.js';
import { foldOrderHours } from './modules/dashboard/index.js';
import { processOutbox } from './modules/notifications/index.js';
import { expireUnpaidOrders } from './modules/orders/index.js';
import { queueEcards } from './modules/gift-codes/index.js';
import { followUpUnclaimed, sendPendingClaimLinks } from './modules/recipient-claims/index.js';
import { sendDueReminders } from './modules/reminders/index.js';
import { sendCartReminders } from './modules/cart-recovery/index.js';
import { followOpenParcels } from './modules/parcels/index.js';
import { followPots } from './modules/pots/index.js';

/** The background work of one server copy; every copy may run it (rows are claimed, not assumed). */
export function startJobs(app: App) {
  const stops = [
    intervalJob('outbox', 5_000, () => processOutbox(app.deps, app.log), app.log),
    intervalJob('ecards', 10_000, () => queueEcards(app.db, app.deps.config.publicUrl, app.now()), app.log),
    // Paid orders whose recipient gives the address: the link leaves within seconds of the payment.
    intervalJob('recipient-claim-links', 10_000, () => sendPendingClaimLinks(app.db, app.deps.config.publicUrl, app.now()), app.log),
    intervalJob('recipient-claim-follow-up', 3_600_000, () => followUpUnclaimed(app.db, app.deps.config.publicUrl, app.now()), app.log),
    intervalJob('order-expiry', 60_000, () => expireUnpaidOrders(app.db, app.now()), app.log),
    // Daily in effect: each date is sent once a year; hourly ticks only catch the shop's morning.
    intervalJob('occasion-reminders', 3_600_000, () => sendDueReminders(app.db, app.deps.config.publicUrl, app.now()), app.log),
    // Checkouts left with consent: each gets its one reminder within a minute of its delay passing.
    intervalJob('cart-reminders', 30_000, () => sendCartReminders(app.db, app.deps.config.publicUrl, app.now()), app.log),
    intervalJob('order-hours-fold', 3_600_000, () => foldOrderHours(app.db), app.log),
    // Sendit has no webhook: its open parcels are read every 15 minutes, until delivered or returned.
    intervalJob('parcel-statuses', 900_000, () => followOpenParcels(app.db, { config: app.deps.config, payments: app.payments, now: app.now() }, app.log), app.log),
    // Gifts paid together: an order left unwritten by a crash is placed again, a deadline passed short is told.
    intervalJob('pots', 60_000, () => followPots(app.db, { payments: app.payments, publicUrl: app.deps.config.publicUrl, shopRules: app.shopRules, now: () => app.now() }, app.now()), app.log),
    intervalJob('rate-limit-purge', 3_600_000, () => purgeExpiredRateLimits(app.db), app.log),
  ];
  return () => Promise.all(stops.map((stop) => stop()));
}
