import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { gifts } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { PriceMovedError, readLines, takeStock } from './stock.js';
import { addGift, stockOf } from './test-fixtures.js';

const { database } = await useTestApp();
const db = database.db;

describe('stock read before the order and taken last', () => {
  it('takes the units read, at the price read', async () => {
    const gift = await addGift(db, { stock: 3, price: '80.00' });
    const lines = await readLines(db, [{ giftId: gift.id, quantity: 2 }]);
    expect(lines[0]).toMatchObject({ id: gift.id, price: '80.00', quantity: 2 });
    await db.transaction((tx) => takeStock(tx, lines));
    expect(await stockOf(db, gift.id)).toBe(1);
  });

  it('refuses, and takes nothing, when the price changed after the lines were read', async () => {
    const gift = await addGift(db, { stock: 3, price: '80.00' });
    const lines = await readLines(db, [{ giftId: gift.id, quantity: 1 }]);
    await db.update(gifts).set({ price: '95.00' }).where(eq(gifts.id, gift.id));
    await expect(db.transaction((tx) => takeStock(tx, lines))).rejects.toBeInstanceOf(PriceMovedError);
    expect(await stockOf(db, gift.id)).toBe(3);
  });

  it('refuses as out of stock when another buyer took the last unit in between', async () => {
    const gift = await addGift(db, { stock: 1 });
    const mine = await readLines(db, [{ giftId: gift.id, quantity: 1 }]);
    const theirs = await readLines(db, [{ giftId: gift.id, quantity: 1 }]);
    await db.transaction((tx) => takeStock(tx, theirs));
    const refused = await db.transaction((tx) => takeStock(tx, mine)).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(409);
    expect(await stockOf(db, gift.id)).toBe(0);
  });

  it('refuses a sold-out or withdrawn gift when reading the lines', async () => {
    const empty = await addGift(db, { stock: 0 });
    const off = await addGift(db, { isActive: false });
    await expect(readLines(db, [{ giftId: empty.id, quantity: 1 }])).rejects.toBeInstanceOf(AppError);
    await expect(readLines(db, [{ giftId: off.id, quantity: 1 }])).rejects.toBeInstanceOf(AppError);
  });
});
