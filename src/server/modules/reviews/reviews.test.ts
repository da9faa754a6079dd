import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { outbox, reviews } from '../../db/schema/index.js';
import { addGift, cookieFrom, setSettings, signIn } from '../orders/test-fixtures.js';
import { placeOrder, postReview, ratings } from './test-fixtures.js';

const { app, database } = await useTestApp();
const db = database.db;
const admin = (await signIn(db, { role: 'admin' })).cookie;
const customer = await signIn(db, { firstName: 'Salma' });
const gift = await addGift(db, { stock: 1000 });
const deliveredOrder = (cookie?: string) => placeOrder(app, { giftIds: [gift.id], cookie, admin });
const review = (orderId: string, over: Record<string, unknown> = {}) => ({ orderId, ...ratings, ...over });
const readReview = (orderId: string, cookie?: string) =>
  app.inject({ method: 'GET', url: `/api/reviews/order/${orderId}`, headers: cookie ? { cookie } : {} });

describe('who may review an order', () => {
  it('lets a customer review their own delivered order once, and read it back', async () => {
    const order = await deliveredOrder(customer.cookie);
    const res = await postReview(app, review(order.id, { comment: 'Très beau coffret', isPublic: true }), customer.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ orderId: order.id, overallRating: 4, comment: 'Très beau coffret', isPublic: true, isVerified: false });
    const back = await readReview(order.id, customer.cookie);
    expect(back.statusCode).toBe(200);
    expect(back.json().id).toBe(res.json().id);
  });

  it('answers 409 to a second review of the same order and keeps the first', async () => {
    const order = await deliveredOrder(customer.cookie);
    expect((await postReview(app, review(order.id), customer.cookie)).statusCode).toBe(201);
    const second = await postReview(app, review(order.id, { articleRating: 1, overallRating: 3 }), customer.cookie);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Évaluation déjà envoyée');
    const stored = await db.select().from(reviews).where(eq(reviews.orderId, order.id));
    expect(stored.map((r) => r.articleRating)).toEqual([5]);
  });

  it('hides another customer’s order: 404 to review it or read its review', async () => {
    const order = await deliveredOrder(customer.cookie);
    await postReview(app, review(order.id), customer.cookie);
    const stranger = await signIn(db);
    expect((await postReview(app, review((await deliveredOrder(customer.cookie)).id), stranger.cookie)).statusCode).toBe(404);
    expect((await readReview(order.id, stranger.cookie)).statusCode).toBe(404);
  });

  it('refuses a visitor or another browser’s guest cookie on a customer’s order', async () => {
    const order = await deliveredOrder(customer.cookie);
    expect((await postReview(app, review(order.id))).statusCode).toBe(404);
    const otherGuest = cookieFrom((await placeOrder(app, { giftIds: [gift.id], admin })).response, 'guest');
    expect((await postReview(app, review(order.id), otherGuest)).statusCode).toBe(404);
    expect(await db.select().from(reviews).where(eq(reviews.orderId, order.id))).toEqual([]);
  });

  it('lets a guest review the order its own browser placed, and no other browser', async () => {
    const order = await placeOrder(app, { giftIds: [gift.id], admin });
    const guest = cookieFrom(order.response, 'guest');
    const stranger = cookieFrom((await placeOrder(app, { giftIds: [gift.id], admin })).response, 'guest');
    expect((await postReview(app, review(order.id), stranger)).statusCode).toBe(404);
    expect((await postReview(app, review(order.id), guest)).statusCode).toBe(201);
    expect((await readReview(order.id, guest)).statusCode).toBe(200);
    expect((await readReview(order.id, stranger)).statusCode).toBe(404);
  });

  it('refuses an order that is not delivered yet (409)', async () => {
    const order = await placeOrder(app, { giftIds: [gift.id], cookie: customer.cookie, admin, deliver: false });
    const res = await postReview(app, review(order.id), customer.cookie);
    expect(res.statusCode).toBe(409);
    expect(await db.select().from(reviews).where(eq(reviews.orderId, order.id))).toEqual([]);
  });

  it('answers 404 when the order has no review yet or does not exist', async () => {
    const order = await deliveredOrder(customer.cookie);
    expect((await readReview(order.id, customer.cookie)).statusCode).toBe(404);
    expect((await postReview(app, review('00000000-0000-4000-8000-000000000000'), customer.cookie)).statusCode).toBe(404);
  });
});

const order = await deliveredOrder(customer.cookie);

describe('what a review holds', () => {
  const refused = async (over: Record<string, unknown>) => {
    const res = await postReview(app, review(order.id, over), customer.cookie);
    expect(res.statusCode, JSON.stringify(over)).toBe(400);
    return res.json().message as string;
  };

  it('takes whole ratings from 1 to 5 only', async () => {
    for (const bad of [0, 6, 2.5, '4', null, -1]) await refused({ articleRating: bad, overallRating: 4 });
    expect(await db.select().from(reviews).where(eq(reviews.orderId, order.id))).toEqual([]);
  });

  it('refuses a review without one of its four aspects, in the error contract', async () => {
    for (const aspect of ['articleRating', 'deliveryRating', 'serviceRating', 'pricingRating']) {
      const res = await postReview(app, review(order.id, { [aspect]: undefined }), customer.cookie);
      expect(res.statusCode, aspect).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_data', details: { issues: [expect.objectContaining({ path: aspect })] } });
    }
    const bare = await postReview(app, { orderId: order.id, overallRating: 5 }, customer.cookie);
    expect(bare.json().details.issues.map((i: { path: string }) => i.path)).toEqual(['articleRating', 'deliveryRating', 'serviceRating', 'pricingRating']);
    expect(await db.select().from(reviews).where(eq(reviews.orderId, order.id))).toEqual([]);
  });

  it('names the aspect left unrated, in French', async () => {
    expect(await refused({ deliveryRating: undefined })).toContain('Veuillez évaluer la livraison');
    expect(await refused({ pricingRating: 0 })).toContain('Veuillez évaluer le rapport qualité-prix');
  });

  it('requires the overall rating to be the rounded average of the four aspects', async () => {
    // 5, 4, 4, 3 average 4: 5 and 3 are refused
    expect(await refused({ overallRating: 5 })).toContain('moyenne arrondie');
    await refused({ overallRating: 3 });
    // 5, 5, 4, 4 average 4.5, which rounds to 5
    await refused({ deliveryRating: 5, pricingRating: 4, overallRating: 4 });
    const other = await deliveredOrder(customer.cookie);
    const ok = await postReview(app, review(other.id, { deliveryRating: 5, pricingRating: 4, overallRating: 5 }), customer.cookie);
    expect(ok.statusCode).toBe(201);
  });

  it('takes a comment and suggestions up to 2,000 characters each', async () => {
    expect(await refused({ comment: 'a'.repeat(2001) })).toContain('Trop long');
    await refused({ improvementSuggestions: 'b'.repeat(2001) });
    const res = await postReview(app, review(order.id, { comment: 'a'.repeat(2000), improvementSuggestions: '  ' }), customer.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ comment: 'a'.repeat(2000), improvementSuggestions: null, isPublic: false });
  });

  it('stores a comment with markup exactly as written', async () => {
    const other = await deliveredOrder(customer.cookie);
    const comment = '<script>alert(1)</script> <b>super</b>';
    expect((await postReview(app, review(other.id, { comment }), customer.cookie)).statusCode).toBe(201);
    expect((await readReview(other.id, customer.cookie)).json().comment).toBe(comment);
  });
});

describe('the admin hears of a new review', () => {
  it('sends nothing while no admin e-mail is set', async () => {
    const order = await deliveredOrder(customer.cookie);
    await postReview(app, review(order.id), customer.cookie);
    const mails = await db.select().from(outbox).where(eq(outbox.template, 'new_review'));
    expect(mails.filter((m) => m.body.includes(order.orderNumber))).toEqual([]);
  });

  it('queues a French e-mail to the admin e-mail with the rating and the comment', async () => {
    await setSettings(db, { admin_email: 'patron@cadeaux.ma' });
    const order = await deliveredOrder(customer.cookie);
    await postReview(app, review(order.id, { comment: 'Livreur très aimable' }), customer.cookie);
    const mails = await db.select().from(outbox).where(eq(outbox.template, 'new_review'));
    const mail = mails.find((m) => m.body.includes(order.orderNumber));
    expect(mail).toMatchObject({ channel: 'email', recipient: 'patron@cadeaux.ma', subject: 'Nouvel avis client : 4/5' });
    expect(mail?.body).toContain('« Livreur très aimable »');
  });
});
