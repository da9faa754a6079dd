import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { CreateOrderSchema } from '../../../contracts/orders.js';
import { gifts, orders, outbox } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { createShopRules, type ShopRules } from '../../lib/caches/shop-rules.js';
import { createOrder } from './create.js';
import { readLines } from './stock.js';
import { addGift, orderPayload, stockOf } from './test-fixtures.js';

const { database } = await useTestApp();
const db = database.db;

/**
 * Places a guest's order of these lines, with `meanwhile` run after the order has read its lines
 * and before it writes: the delivery calendar's read of the blocked dates falls there.
 */
async function placeWith(lines: { giftId: string; quantity: number }[], senderEmail: string, meanwhile: () => Promise<unknown>) {
  const rules = createShopRules();
  const shopRules: ShopRules = {
    ...rules,
    get: async (key, load) => {
      if (key.startsWith('blocked-dates')) await meanwhile();
      return load();
    },
  };
  const input = { ...CreateOrderSchema.parse(orderPayload(lines, { senderEmail })), locale: 'fr' as const };
  const placer = { customer: null, guestTokenHash: 'guest-hash', cardPayments: false, unpaidUnitsPerGift: 10, unpaidStockPercent: 100 };
  return createOrder(db, input, placer, { publicUrl: 'https://cadeaux.test', now: new Date(), shopRules });
}

const writtenFor = async (senderEmail: string) => {
  const [placed] = await db.select({ n: count() }).from(orders).where(eq(orders.senderEmail, senderEmail));
  const [mails] = await db.select({ n: count() }).from(outbox).where(eq(outbox.recipient, senderEmail));
  return { orders: placed?.n, mails: mails?.n };
};

describe('stock read before the order and taken by its write', () => {
  it('takes the units of every line', async () => {
    const a = await addGift(db, { stock: 5 });
    const b = await addGift(db, { stock: 1 });
    await placeWith([{ giftId: a.id, quantity: 2 }, { giftId: b.id, quantity: 1 }], 'every-line@exemple.ma', async () => {});
    expect([await stockOf(db, a.id), await stockOf(db, b.id)]).toEqual([3, 0]);
  });

  it('refuses as out of stock, and writes nothing, when another buyer took the last unit after the lines were read', async () => {
    const a = await addGift(db, { stock: 5 });
    const b = await addGift(db, { stock: 1 });
    const refused = await placeWith([{ giftId: a.id, quantity: 2 }, { giftId: b.id, quantity: 1 }], 'late@exemple.ma', () =>
      db.update(gifts).set({ stock: 0 }).where(eq(gifts.id, b.id)),
    ).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 409, code: 'out_of_stock', details: { shortages: [{ giftId: b.id, available: 0 }] } });
    expect(await stockOf(db, a.id)).toBe(5);
    expect(await writtenFor('late@exemple.ma')).toEqual({ orders: 0, mails: 0 });
  });

  it('refuses a gift deleted after the lines were read, and writes nothing', async () => {
    const a = await addGift(db, { stock: 5 });
    const b = await addGift(db, { stock: 5 });
    const refused = await placeWith([{ giftId: a.id, quantity: 1 }, { giftId: b.id, quantity: 1 }], 'gone@exemple.ma', () =>
      db.delete(gifts).where(eq(gifts.id, b.id)),
    ).catch((err: unknown) => err);
    expect(refused).toMatchObject({ status: 409, code: 'gift_unavailable' });
    expect(await stockOf(db, a.id)).toBe(5);
    expect(await writtenFor('gone@exemple.ma')).toEqual({ orders: 0, mails: 0 });
  });

  it('writes the order at the price read when an admin changes it in between: the order came first', async () => {
    const gift = await addGift(db, { stock: 3, price: '80.00' });
    const order = await placeWith([{ giftId: gift.id, quantity: 1 }], 'first@exemple.ma', () =>
      db.update(gifts).set({ price: '95.00' }).where(eq(gifts.id, gift.id)),
    );
    expect(order.items[0]).toMatchObject({ price: '80.00', quantity: 1 });
    expect(await stockOf(db, gift.id)).toBe(2);
  });

  it('refuses a sold-out or withdrawn gift when reading the lines', async () => {
    const empty = await addGift(db, { stock: 0 });
    const off = await addGift(db, { isActive: false });
    await expect(readLines(db, [{ giftId: empty.id, quantity: 1 }])).rejects.toBeInstanceOf(AppError);
    await expect(readLines(db, [{ giftId: off.id, quantity: 1 }])).rejects.toBeInstanceOf(AppError);
  });
});
