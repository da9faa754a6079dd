import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { promotionUses, promotions } from '../../db/schema/index.js';
import { signedInAs } from '../catalog/test-session.js';
import { addGift, orderPayload } from '../orders/test-fixtures.js';
import { addPromotion, freshCode } from './test-fixtures.js';

const { app, database } = await useTestApp();
const db = database.db;
const admin = (await signedInAs(db, 'admin')).headers;

const placeAll = (n: number, payload: (i: number) => Record<string, unknown>) =>
  Promise.all(Array.from({ length: n }, (_, i) => app.inject({ method: 'POST', url: '/api/orders', payload: payload(i) })));

const usesOf = async (id: string) => (await db.select().from(promotionUses).where(eq(promotionUses.promotionId, id))).length;

describe('buyers racing for a promotion’s last uses', () => {
  it('gives a code capped at 5 uses to exactly 5 of 30 concurrent orders, without a server error', async () => {
    const gift = await addGift(db, { stock: null, price: '100.00' });
    const promo = await addPromotion(app, admin, { code: freshCode('RACE'), kind: 'fixed', value: 10, maxUses: 5 });
    const answers = await placeAll(30, (i) => orderPayload([{ giftId: gift.id, quantity: 1 }], { discountCode: promo.code, senderEmail: `r${i}@exemple.ma` }));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 400)).toHaveLength(25);
    expect(answers.find((a) => a.statusCode === 400)?.json().details.reason).toBe('used_up');
    expect(await usesOf(promo.id)).toBe(5);
    const [row] = await db.select().from(promotions).where(eq(promotions.id, promo.id));
    expect(row).toMatchObject({ uses: 5, discountGiven: '50.00' });
  });

  it('gives one customer a once-per-customer code once, however many orders they send at once', async () => {
    const gift = await addGift(db, { stock: null });
    const promo = await addPromotion(app, admin, { code: freshCode('ONCE'), kind: 'percent', value: 20, maxUsesPerCustomer: 1 });
    const answers = await placeAll(10, () => orderPayload([{ giftId: gift.id, quantity: 1 }], { discountCode: promo.code, senderEmail: 'meme@exemple.ma' }));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400).map((a) => a.json().details.reason)).toEqual(Array(9).fill('used_by_customer'));
    expect(await usesOf(promo.id)).toBe(1);
  });

  it('never gives more than the campaign budget to concurrent orders', async () => {
    const gift = await addGift(db, { stock: null, price: '200.00' });
    const promo = await addPromotion(app, admin, { code: freshCode('BUDGET'), kind: 'fixed', value: 30, budget: 100 });
    const answers = await placeAll(12, (i) => orderPayload([{ giftId: gift.id, quantity: 1 }], { discountCode: promo.code, senderEmail: `b${i}@exemple.ma` }));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    expect(answers.some((a) => a.statusCode >= 500)).toBe(false);
    const [row] = await db.select().from(promotions).where(eq(promotions.id, promo.id));
    expect(row?.discountGiven).toBe('90.00');
  });

  it('places every order of a race for an automatic promotion’s last use, the losers at full price', async () => {
    const gift = await addGift(db, { stock: null, price: '100.00' });
    const name = `Auto ${freshCode()}`;
    const promo = await addPromotion(app, admin, { automatic: true, name, kind: 'fixed', value: 15, maxUses: 2 });
    const answers = await placeAll(8, (i) => orderPayload([{ giftId: gift.id, quantity: 1 }], { senderEmail: `a${i}@exemple.ma` }));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    expect(answers.filter((a) => a.json().discountAmount === '15.00')).toHaveLength(2);
    expect(await usesOf(promo.id)).toBe(2);
    await app.inject({ method: 'PATCH', url: `/api/admin/promotions/${promo.id}`, headers: admin, payload: { active: false } });
  });
});
