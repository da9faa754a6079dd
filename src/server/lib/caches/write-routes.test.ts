import sharp from 'sharp';
import Stripe from 'stripe';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { startSmtpServer } from '../../../../test/smtp.js';
import { toAnswerList, type QuizAnswers } from '../../../contracts/quiz.js';
import { contactMessages, giftCodes, newsletterSubscribers, occasionReminders, outbox, reviews, savedCarts } from '../../db/schema/index.js';
import { adminAndCustomer } from '../../modules/catalog/test-session.js';
import { addCategory } from '../../modules/catalog/test-fixtures.js';
import { paidDigitalOrder } from '../../modules/gift-codes/test-fixtures.js';
import { enqueue } from '../../modules/notifications/index.js';
import { addGift, cookieFrom, orderPayload } from '../../modules/orders/test-fixtures.js';
import { bingaChecksum, cmiHash } from '../../modules/payments/index.js';
import { startStripeDouble } from '../../modules/payments/testing/stripe-double.js';
import { sendPendingClaimLinks } from '../../modules/recipient-claims/index.js';
import { ratings } from '../../modules/reviews/test-fixtures.js';
import { writeSetting } from '../../modules/settings/index.js';
import { CACHES_CHANNEL } from './registry.js';
import { hashToken, newToken } from '../secrets/tokens.js';
import { CACHE_TOPICS, isCacheTopic, type CacheTopic } from './topics.js';

/**
 * Every write route says what it changes, and clears it on its copy before it answers: a write made
 * through `app.inject`, the cache registry's topics it cleared then, and the topics the database
 * announced for it (its triggers, migration 0026), which must be among the ones cleared. The app
 * hears no notice here: what it cleared, the route did.
 */
const smtp = await startSmtpServer();
const stripeApi = await startStripeDouble();
afterAll(() => Promise.all([smtp.close(), stripeApi.close()]));
const { app, database } = await useTestApp({ deaf: true, env: { OUTBOUND_ALLOW_PRIVATE: 'true' }, stripeAddress: stripeApi.address });
const db = database.db;

const cleared = new Set<CacheTopic>();
app.caches.register({ topics: CACHE_TOPICS, forget: (topics) => topics.forEach((topic) => cleared.add(topic)) });
const announced = new Set<string>();
const stopListening = await database.listen(CACHES_CHANNEL, (payload) => payload.split(',').forEach((topic) => announced.add(topic)));
afterAll(() => stopListening());

let marks = 0;
/** Waits for the notices of every write committed so far: one sent now arrives after them. */
async function settled() {
  const mark = `mark-${++marks}`;
  await db.execute(sql`select pg_notify(${CACHES_CHANNEL}, ${mark})`);
  await expect.poll(() => announced.has(mark)).toBe(true);
}

/** Every write route of the app (method and path), read from Fastify's own tree of routes. */
function writeRoutes(server: FastifyInstance) {
  const path: string[] = [];
  const found: string[] = [];
  for (const line of server.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) continue;
    path.length = node[1]!.length / 4;
    path.push(node[2]!);
    for (const method of node[3]?.split(', ') ?? []) if (!['GET', 'HEAD', 'OPTIONS'].includes(method)) found.push(`${method} ${path.join('')}`);
  }
  return found;
}

const PASSWORD = 'Secret123!';
const { admin, customer } = await adminAndCustomer(db);
const json = (res: { json(): unknown }) => res.json() as Record<string, string>;
const inject = (options: InjectOptions) => app.inject(options).then((res) => (res.statusCode < 400 ? res : Promise.reject(new Error(`${options.url}: ${res.body}`))));

/** An order of one gift, by `cookie` or a guest; `overrides` change the checkout's payload. */
async function order(cookie?: string, overrides: Record<string, unknown> = {}) {
  const gift = await addGift(db);
  const res = await inject({ method: 'POST', url: '/api/orders', payload: orderPayload([{ giftId: gift.id, quantity: 1 }], overrides), headers: cookie ? { cookie } : {} });
  return { id: json(res).id!, number: json(res).orderNumber!, cookie: cookie ?? cookieFrom(res, 'guest') };
}
const moveTo = (id: string, status: string) => inject({ method: 'PATCH', url: `/api/admin/orders/${id}/status`, payload: { status }, headers: admin });
const pay = (id: string) =>
  inject({ method: 'PUT', url: `/api/admin/orders/${id}/payment`, payload: { paymentMethod: 'bank_transfer', paymentStatus: 'completed' }, headers: admin });

/** A customer who signed up with PASSWORD, and their session's cookie. */
async function account() {
  const email = `compte-${++marks}@exemple.ma`;
  const res = await inject({ method: 'POST', url: '/api/register', payload: { email, password: PASSWORD, firstName: 'Salma' } });
  return { email, cookie: cookieFrom(res, 'sid') };
}

/** A card order with its payment started by the chosen provider, whose settings are written first. */
async function cardOrder(provider: 'test' | 'stripe' | 'cmi') {
  await writeSetting(db, 'payment_provider', provider);
  const { id, number, cookie } = await order(customer.cookie, { paymentMethod: 'stripe' });
  const intent = (await inject({ method: 'POST', url: '/api/create-payment-intent', payload: { orderId: id }, headers: { cookie } })).json();
  return { id, number, intent: intent as { paymentIntentId: string; fields: Record<string, string> } };
}
for (const [key, value] of Object.entries({
  stripe_secret_key: 'sk_test_double',
  stripe_public_key: 'pk_test_double',
  stripe_webhook_secret: 'whsec_double',
  cmi_client_id: '600000000',
  cmi_store_key: 'store-key',
  cmi_gateway_url: 'https://testpayment.cmi.co.ma/fim/est3Dgate',
})) {
  await writeSetting(db, key, value);
}

/** A Stripe event that the payment succeeded, signed as Stripe signs it. */
async function stripeSucceeded() {
  const { intent } = await cardOrder('stripe');
  stripeApi.succeed(intent.paymentIntentId);
  const payload = JSON.stringify({ id: `evt_${++marks}`, object: 'event', type: 'payment_intent.succeeded', data: { object: { id: intent.paymentIntentId, object: 'payment_intent' } } });
  return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_double' }) } };
}

/** What `pattern` finds in a message queued for `to`, once one is (some are queued after the answer). */
async function mailed(to: string, pattern: RegExp) {
  const found = async () => (await db.select().from(outbox).where(eq(outbox.recipient, to))).map((row) => pattern.exec(row.body)?.[1]).find(Boolean);
  await expect.poll(found).toBeTruthy();
  return (await found())!;
}

const multipart = (field: string, content: Buffer) => {
  const boundary = '----cadeaux-caches';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`;
  return { payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};
const png = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#c2703d' } }).png().toBuffer();

interface Write {
  /** The topics the route changes: what the registry must have cleared when it answers. */
  changes: CacheTopic[];
  /**
   * Topics its reads may fill the first time they are read (a year's holidays, by the first order
   * that reaches it): what was filled is what the reader keeps, so nothing kept is wrong; the
   * database's notice clears it all the same.
   */
  fills?: CacheTopic[];
  /** Prepares what the write needs and answers its request (the URL is the route's unless given). */
  request: () => Promise<Omit<InjectOptions, 'method'>>;
}

const mother = { personName: 'Maman', relationship: 'mother', occasion: 'birthday', day: 15, month: 3, consent: true };
const leftCart = async () => ({ consent: true, email: `panier-${++marks}@exemple.ma`, locale: 'fr', lines: [{ giftId: (await addGift(db)).id, quantity: 1 }] });
/** A checkout left with the reminder box ticked and reminded: the token its links carry, whose hash the row keeps. */
async function savedCartToken() {
  const checkoutId = crypto.randomUUID();
  await inject({ method: 'PUT', url: `/api/saved-carts/${checkoutId}`, payload: await leftCart() });
  const token = newToken();
  await db.update(savedCarts).set({ token: hashToken(token) }).where(eq(savedCarts.checkoutId, checkoutId));
  return token;
}
/** The checkout of one gift (125.00 delivered in Casablanca) as a pot's organiser sends it. */
const potPayload = async () => ({ ...orderPayload([{ giftId: (await addGift(db)).id, quantity: 1 }]), target: '125.00', deadline: new Date(Date.now() + 86_400_000).toISOString() });
const pot = async () => json(await inject({ method: 'POST', url: '/api/pots', payload: await potPayload() })) as { token: string; organiserToken: string };
const quiz: QuizAnswers = { occasion: 'mothers_day', relationship: 'mother', age_group: 'mature', interests: ['wellness'], budget: '200-400', style: 'traditional' };

/** Every write route and the topics it changes. A route added without its line here fails the first test. */
const writes: Record<string, Write> = {
  // The storefront.
  'POST /api/orders/quote': { changes: [], request: async () => ({ payload: { recipientCity: 'Casablanca', items: [{ giftId: (await addGift(db)).id, quantity: 1 }] } }) },
  // An order counts its promotion's use (and a cancellation gives it back): the kept automatic promotions are stale.
  'POST /api/orders': { changes: ['orders', 'gifts', 'promotions'], fills: ['calendar'], request: async () => ({ payload: orderPayload([{ giftId: (await addGift(db)).id, quantity: 1 }]) }) },
  // A gift paid together: the trial order that checks the organiser's checkout is rolled back.
  'POST /api/pots': { changes: [], fills: ['calendar'], request: async () => ({ payload: await potPayload() }) },
  'POST /api/pots/:token/shares': {
    changes: ['orders', 'gifts'],
    request: async () => ({ url: `/api/pots/${(await pot()).token}/shares`, payload: { amount: '10.00', name: 'Nadia', showName: true } }),
  },
  'POST /api/pots/:token/cancel': { changes: [], request: async () => ({ url: `/api/pots/${(await pot()).organiserToken}/cancel` }) },
  'POST /api/pots/:token/lower': {
    changes: ['orders', 'gifts'],
    fills: ['calendar'],
    request: async () => ({ url: `/api/pots/${(await pot()).organiserToken}/lower`, payload: { items: [{ giftId: (await addGift(db)).id, quantity: 1 }] } }),
  },
  'POST /api/orders/:id/cancel': {
    changes: ['orders', 'gifts', 'promotions'],
    request: async () => {
      const { id, cookie } = await order();
      return { url: `/api/orders/${id}/cancel`, headers: { cookie } };
    },
  },
  'POST /api/orders/:id/confirm-receipt': {
    changes: ['orders'],
    request: async () => {
      const { id } = await order(customer.cookie);
      await moveTo(id, 'delivered');
      return { url: `/api/orders/${id}/confirm-receipt`, headers: customer };
    },
  },
  'PATCH /api/orders/:id/recipient-phone': {
    changes: ['orders'],
    request: async () => {
      const { id, cookie } = await order(undefined, { recipientAddressUnknown: true, recipientAddress: undefined, recipientCity: undefined });
      return { url: `/api/orders/${id}/recipient-phone`, payload: { recipientPhone: '06 70 00 00 09' }, headers: { cookie } };
    },
  },
  // The recipient may swap the gift: its stock and the other's change.
  'POST /api/claims/:token': {
    changes: ['orders', 'gifts'],
    fills: ['calendar'],
    request: async () => {
      const { id } = await order(undefined, { recipientAddressUnknown: true, recipientAddress: undefined, recipientCity: undefined, recipientPhone: '06 70 00 00 08' });
      await pay(id);
      await sendPendingClaimLinks(db, 'http://localhost:3000', new Date());
      const token = await mailed('+212670000008', /\/gift\/claim\/([\w-]+)/);
      const days = json(await inject({ method: 'GET', url: '/api/delivery-slots?city=Rabat' })) as unknown as { days: { date: string; slots: string[] }[] };
      const day = days.days.find((d) => d.slots.length > 0)!;
      return { url: `/api/claims/${token}`, payload: { address: '5 avenue Hassan II', city: 'Rabat', deliveryDate: day.date, deliverySlot: day.slots[0] } };
    },
  },
  'POST /api/reviews': {
    changes: [],
    request: async () => {
      const { id } = await order(customer.cookie);
      await moveTo(id, 'delivered');
      return { payload: { orderId: id, ...ratings, isPublic: true }, headers: customer };
    },
  },
  'POST /api/register': { changes: ['users', 'sessions'], request: async () => ({ payload: { email: `nouveau-${++marks}@exemple.ma`, password: PASSWORD, firstName: 'Omar' } }) },
  'POST /api/login': { changes: ['users', 'sessions'], request: async () => ({ payload: { email: (await account()).email, password: PASSWORD } }) },
  'POST /api/logout': { changes: ['sessions'], request: async () => ({ headers: { cookie: (await account()).cookie } }) },
  'PUT /api/profile': { changes: ['users'], request: async () => ({ payload: { firstName: 'Nadia' }, headers: { cookie: (await account()).cookie } }) },
  'POST /api/change-password': {
    changes: ['users', 'sessions'],
    request: async () => ({ payload: { currentPassword: PASSWORD, newPassword: 'Nouveau456!' }, headers: { cookie: (await account()).cookie } }),
  },
  'DELETE /api/auth/account': {
    changes: ['users', 'sessions', 'orders', 'gifts'],
    request: async () => {
      const { cookie } = await account();
      const { id } = await order(cookie);
      await moveTo(id, 'delivered');
      await inject({ method: 'POST', url: '/api/reviews', payload: { orderId: id, ...ratings, isPublic: true }, headers: { cookie } });
      return { payload: { password: PASSWORD }, headers: { cookie } };
    },
  },
  'POST /api/forgot-password': { changes: [], request: async () => ({ payload: { email: (await account()).email } }) },
  'POST /api/reset-password': {
    changes: ['users', 'sessions'],
    request: async () => {
      const { email } = await account();
      await inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
      return { payload: { token: await mailed(email, /reset-password\?token=([\w-]+)/), newPassword: 'Nouveau456!' } };
    },
  },
  'POST /api/gift-quiz': { changes: [], request: async () => ({ payload: { answers: toAnswerList(quiz) } }) },
  'POST /api/gift-codes/:code/redeem': {
    changes: [],
    request: async () => {
      const { order: paid } = await paidDigitalOrder(app, db);
      const [code] = await db.select().from(giftCodes).where(eq(giftCodes.orderId, paid.id));
      return { url: `/api/gift-codes/${code!.code}/redeem`, headers: admin };
    },
  },
  'POST /api/create-payment-intent': {
    changes: ['orders'],
    request: async () => {
      await writeSetting(db, 'payment_provider', 'test');
      const { id, cookie } = await order(customer.cookie, { paymentMethod: 'stripe' });
      return { payload: { orderId: id }, headers: { cookie } };
    },
  },
  'POST /api/payments/test/confirm': {
    changes: ['orders'],
    request: async () => {
      const { intent } = await cardOrder('test');
      return { payload: { paymentIntentId: intent.paymentIntentId, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }, headers: customer };
    },
  },
  'POST /api/verify-payment/:id': {
    changes: ['orders'],
    request: async () => {
      const { id, intent } = await cardOrder('test');
      await inject({ method: 'POST', url: '/api/payments/test/confirm', payload: { paymentIntentId: intent.paymentIntentId, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }, headers: customer });
      return { url: `/api/verify-payment/${id}`, headers: customer };
    },
  },
  'POST /api/payments/:provider/webhook': { changes: ['orders'], request: async () => ({ url: '/api/payments/stripe/webhook', ...(await stripeSucceeded()) }) },
  'POST /api/webhooks/stripe': { changes: ['orders'], request: async () => stripeSucceeded() },
  'POST /api/payments/cmi/callback': {
    changes: ['orders'],
    request: async () => {
      const { intent } = await cardOrder('cmi');
      const { HASH: _hash, ...sent } = intent.fields;
      const params = { ...sent, ProcReturnCode: '05', Response: 'Declined', ErrMsg: 'Transaction refusée' };
      return { payload: new URLSearchParams({ ...params, HASH: cmiHash(params, 'store-key') }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    },
  },
  'POST /api/payments/binga/notify': {
    changes: ['orders'],
    request: async () => {
      // A demo shop's cash code (the built-in double, keys "demo"), paid at an agency.
      const res = await inject({ method: 'POST', url: '/api/orders', payload: orderPayload([{ giftId: (await addGift(db)).id, quantity: 1 }], { paymentMethod: 'cash_voucher' }), headers: customer });
      const placed = res.json() as { orderNumber: string; totalAmount: string; senderEmail: string; cashVoucher: { code: string } };
      const signed = { amount: placed.totalAmount, storeId: 'demo', externalId: placed.orderNumber, buyerEmail: placed.senderEmail };
      const params = { code: placed.cashVoucher.code, ...signed, orderCheckSum: bingaChecksum('PAY', signed, 'demo') };
      return { payload: new URLSearchParams(params).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    },
  },
  'POST /order-success': { changes: [], request: async () => ({ url: '/order-success?order_id=00000000-0000-4000-8000-000000000000&payment_method=stripe' }) },
  // CMI's return to a pot's page: a redirect to the page, nothing written.
  'POST /pot/:token': { changes: [], request: async () => ({ url: `/pot/${(await pot()).token}` }) },
  'POST /api/contact': { changes: [], request: async () => ({ payload: { name: 'Omar', email: 'omar@exemple.ma', subject: 'Livraison', message: 'Livrez-vous à Fès ?' } }) },
  'POST /api/newsletter': { changes: [], request: async () => ({ payload: { email: `lettre-${++marks}@exemple.ma` } }) },
  'POST /api/newsletter/confirm': {
    changes: [],
    request: async () => {
      const email = `lettre-${++marks}@exemple.ma`;
      await inject({ method: 'POST', url: '/api/newsletter', payload: { email } });
      return { payload: { token: await mailed(email, /newsletter\/confirm\?token=([\w-]+)/) } };
    },
  },
  'POST /api/newsletter/unsubscribe': {
    changes: [],
    request: async () => {
      const email = `lettre-${++marks}@exemple.ma`;
      await inject({ method: 'POST', url: '/api/newsletter', payload: { email } });
      const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
      return { payload: { token: row!.unsubscribeToken! } };
    },
  },
  'POST /api/reminders': { changes: [], request: async () => ({ payload: mother, headers: customer }) },
  'DELETE /api/reminders/:id': {
    changes: [],
    request: async () => ({ url: `/api/reminders/${json(await inject({ method: 'POST', url: '/api/reminders', payload: mother, headers: customer })).id}`, headers: customer }),
  },
  'POST /api/reminders/unsubscribe': {
    changes: [],
    request: async () => {
      const { id } = json(await inject({ method: 'POST', url: '/api/reminders', payload: mother, headers: customer }));
      const [row] = await db.select().from(occasionReminders).where(eq(occasionReminders.id, id!));
      return { payload: { token: row!.unsubscribeToken } };
    },
  },
  'PUT /api/saved-carts/:checkoutId': { changes: [], request: async () => ({ url: `/api/saved-carts/${crypto.randomUUID()}`, payload: await leftCart() }) },
  'POST /api/saved-carts/restore': { changes: [], request: async () => ({ payload: { token: await savedCartToken() } }) },
  'POST /api/saved-carts/stop': { changes: [], request: async () => ({ payload: { token: await savedCartToken() } }) },

  // The back office.
  'POST /api/gifts': { changes: ['gifts'], request: async () => ({ payload: { name: { fr: 'Plateau ciselé' }, price: '750,5' }, headers: admin }) },
  'PATCH /api/gifts/:id': { changes: ['gifts'], request: async () => ({ url: `/api/gifts/${(await addGift(db)).id}`, payload: { price: 120 }, headers: admin }) },
  'DELETE /api/gifts/:id': { changes: ['gifts', 'orders'], request: async () => ({ url: `/api/gifts/${(await addGift(db)).id}`, headers: admin }) },
  'POST /api/categories': { changes: ['categories'], request: async () => ({ payload: { name: { fr: `Artisanat ${++marks}` } }, headers: admin }) },
  'PATCH /api/categories/:id': {
    changes: ['categories'],
    request: async () => ({ url: `/api/categories/${(await addCategory(db, { name: { fr: 'Thé' } })).id}`, payload: { isVisible: false }, headers: admin }),
  },
  'DELETE /api/categories/:id': { changes: ['categories', 'gifts'], request: async () => ({ url: `/api/categories/${(await addCategory(db, { name: { fr: 'Épices' } })).id}`, headers: admin }) },
  'POST /api/settings': { changes: ['settings'], request: async () => ({ payload: { key: 'company_name', value: 'Maison Lina' }, headers: admin }) },
  'PATCH /api/settings': { changes: ['settings'], request: async () => ({ payload: { company_name: 'Maison Salma', company_phone: '+212 5 22 33 44 55' }, headers: admin }) },
  'POST /api/appearance': { changes: ['settings'], request: async () => ({ payload: { company_name: 'Maison Yasmine', primaryColor: '#7f6346' }, headers: admin }) },
  'POST /api/upload': { changes: [], request: async () => ({ ...multipart('image', await png()), headers: { ...multipart('image', Buffer.alloc(0)).headers, ...admin } }) },
  'PATCH /api/admin/orders/:id/status': {
    changes: ['orders', 'gifts', 'promotions'],
    request: async () => ({ url: `/api/admin/orders/${(await order()).id}/status`, payload: { status: 'cancelled' }, headers: admin }),
  },
  'PUT /api/admin/orders/:id/payment': {
    changes: ['orders'],
    request: async () => ({ url: `/api/admin/orders/${(await order()).id}/payment`, payload: { paymentMethod: 'bank_transfer', paymentStatus: 'completed' }, headers: admin }),
  },
  'POST /api/admin/orders/:id/notes': { changes: ['orders'], request: async () => ({ url: `/api/admin/orders/${(await order()).id}/notes`, payload: { note: 'Appeler avant' }, headers: admin }) },
  'POST /api/admin/orders/:id/delivered': {
    changes: ['orders'],
    request: async () => {
      const { id } = await order();
      await pay(id);
      return { url: `/api/admin/orders/${id}/delivered`, headers: admin };
    },
  },
  'POST /api/admin/orders/:id/delivery-attempts': {
    changes: ['orders'],
    request: async () => {
      const { id } = await order();
      await pay(id);
      return { url: `/api/admin/orders/${id}/delivery-attempts`, payload: { reason: 'Absent' }, headers: admin };
    },
  },
  // The demo shop's built-in Sendit (no address set) carries these parcels.
  'POST /api/admin/parcels': {
    changes: ['orders'],
    request: async () => {
      const { id } = await order();
      await pay(id);
      await writeSetting(db, 'courier_provider', 'sendit');
      return { payload: { orderIds: [id] }, headers: admin };
    },
  },
  'POST /api/admin/parcels/refresh': { changes: ['orders'], request: async () => ({ headers: admin }) },
  'PUT /api/admin/reviews/:id/status': {
    changes: ['gifts'],
    request: async () => {
      const { id } = await order(customer.cookie);
      await moveTo(id, 'delivered');
      await inject({ method: 'POST', url: '/api/reviews', payload: { orderId: id, ...ratings, isPublic: true }, headers: customer });
      const [review] = await db.select().from(reviews).where(eq(reviews.orderId, id));
      return { url: `/api/admin/reviews/${review!.id}/status`, payload: { isPublic: true, isVerified: true }, headers: admin };
    },
  },
  'POST /api/admin/content/preview': { changes: [], request: async () => ({ payload: { page: 'privacy', markdown: '# Vos données' }, headers: admin }) },
  'PUT /api/notification-settings': {
    changes: ['settings'],
    request: async () => ({ payload: { mail_host: smtp.host, mail_port: smtp.port, mail_encryption: 'none', mail_from_address: 'boutique@cadeaux.ma' }, headers: admin }),
  },
  'POST /api/test-smtp': {
    changes: [],
    request: async () => {
      await inject({ method: 'PUT', url: '/api/notification-settings', payload: { mail_host: smtp.host, mail_port: smtp.port, mail_encryption: 'none', mail_from_address: 'boutique@cadeaux.ma' }, headers: admin });
      return { headers: admin };
    },
  },
  'POST /api/test-email': { changes: [], request: async () => ({ payload: { email: 'gerant@cadeaux.ma' }, headers: admin }) },
  'POST /api/admin/outbox/:id/retry': {
    changes: [],
    request: async () => {
      await enqueue(db, { channel: 'email', recipient: 'echec@exemple.ma', template: 'test', subject: 'X', body: 'X' });
      const [row] = await db.update(outbox).set({ status: 'failed', attempts: 6 }).where(and(eq(outbox.recipient, 'echec@exemple.ma'), eq(outbox.status, 'pending'))).returning();
      return { url: `/api/admin/outbox/${row!.id}/retry`, headers: admin };
    },
  },
  'PATCH /api/admin/inbox/messages/:id': {
    changes: [],
    request: async () => {
      const [message] = await db.insert(contactMessages).values({ name: 'Omar', email: 'omar@exemple.ma', subject: 'Question', message: 'Bonjour' }).returning();
      return { url: `/api/admin/inbox/messages/${message!.id}`, payload: { handled: true }, headers: admin };
    },
  },
  'POST /api/admin/delivery-calendar': { changes: ['calendar'], request: async () => ({ payload: { date: '2031-01-15', label: 'Inventaire' }, headers: admin }) },
  'DELETE /api/admin/delivery-calendar/:date': {
    changes: ['calendar'],
    request: async () => {
      await inject({ method: 'POST', url: '/api/admin/delivery-calendar', payload: { date: '2031-02-15', label: 'Inventaire' }, headers: admin });
      return { url: '/api/admin/delivery-calendar/2031-02-15', headers: admin };
    },
  },
  'PUT /api/admin/currencies/:code': { changes: ['settings'], request: async () => ({ url: '/api/admin/currencies/EUR', payload: { rate: 10.8 }, headers: admin }) },
  'DELETE /api/admin/currencies/:code': {
    changes: ['settings'],
    request: async () => {
      await inject({ method: 'PUT', url: '/api/admin/currencies/USD', payload: { rate: 9.9 }, headers: admin });
      return { url: '/api/admin/currencies/USD', headers: admin };
    },
  },
  // The automatic promotions are kept with the shop's rules.
  'POST /api/admin/promotions': { changes: ['promotions'], request: async () => ({ payload: { code: `CACHE${++marks}`, kind: 'fixed', value: 10 }, headers: admin }) },
  'PATCH /api/admin/promotions/:id': {
    changes: ['promotions'],
    request: async () => {
      const promotion = json(await inject({ method: 'POST', url: '/api/admin/promotions', payload: { code: `PAUSE${++marks}`, kind: 'percent', value: 5 }, headers: admin }));
      return { url: `/api/admin/promotions/${promotion.id}`, payload: { active: false }, headers: admin };
    },
  },
  // Extras are read when the checkout asks and when an order is priced, never kept in a cache.
  'POST /api/admin/extras': {
    changes: [],
    request: async () => ({ payload: { name: { fr: 'Carte' }, price: 15, stock: 5, zones: ['casablanca'] }, headers: admin }),
  },
  'PATCH /api/admin/extras/:id': {
    changes: [],
    request: async () => {
      const extra = json(await inject({ method: 'POST', url: '/api/admin/extras', payload: { name: { fr: 'Ballon' }, price: 30, stock: 2, zones: ['rabat'] }, headers: admin }));
      return { url: `/api/admin/extras/${extra.id}`, payload: { active: false }, headers: admin };
    },
  },
  'POST /api/admin/partners': { changes: ['users'], request: async () => ({ payload: { name: 'Spa Atlas', email: `spa-${++marks}@exemple.ma`, password: 'Partenaire123!' }, headers: admin }) },
  'DELETE /api/admin/partners/:id': {
    changes: ['users', 'sessions'],
    request: async () => {
      const partner = json(await inject({ method: 'POST', url: '/api/admin/partners', payload: { name: 'Riad Fès', email: `riad-${++marks}@exemple.ma`, password: 'Partenaire123!' }, headers: admin }));
      return { url: `/api/admin/partners/${partner.id}`, headers: admin };
    },
  },
};

describe('the write routes and the caches', () => {
  it('every write route of the app has its line here', () => {
    expect(writeRoutes(app).sort()).toEqual(Object.keys(writes).sort());
  });

  it.each(Object.entries(writes))('%s clears the topics it changes before it answers', async (route, write) => {
    const [method, url] = route.split(' ') as [InjectOptions['method'], string];
    const options = await write.request();
    await settled();
    cleared.clear();
    announced.clear();
    const res = await app.inject({ method, url, ...options });
    expect(res.statusCode, res.body).toBeLessThan(400);
    expect([...cleared].sort()).toEqual([...write.changes].sort());
    await settled();
    expect([...write.changes, ...(write.fills ?? [])]).toEqual(expect.arrayContaining([...announced].filter(isCacheTopic)));
  });
});
