import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { addGift, orderPayload, signIn } from '../modules/orders/test-fixtures.js';
import { orders, users } from './schema/index.js';

const { app, database } = await useTestApp();
const db = database.db;
const migration = readFileSync(new URL('../../../drizzle/0012_phones_e164.sql', import.meta.url), 'utf8');

/** Runs migration 0012 again on rows written as the shop stored them before it (it only rewrites what needs it). */
const rerunMigration = async () => {
  for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
};

describe('migration 0012: phones stored before E.164', () => {
  it('rewrites national, spaced and 00 spellings to E.164 and leaves unreadable ones alone', async () => {
    const { user } = await signIn(db);
    const gift = await addGift(db);
    const order = (await app.inject({ method: 'POST', url: '/api/orders', payload: orderPayload([{ giftId: gift.id, quantity: 1 }]) })).json();
    await db.update(users).set({ phone: '06 61 22 33 44' }).where(eq(users.id, user.id));
    await db.update(orders).set({ recipientPhone: '0522000000', senderPhone: '0033 6 12 34 56 78' }).where(eq(orders.id, order.id));
    const [other] = await db.insert(users).values({ email: 'old-phone@exemple.ma', passwordHash: 'x', firstName: 'Omar', phone: 'appeler le soir' }).returning();

    await rerunMigration();

    expect((await db.select().from(users).where(eq(users.id, user.id)))[0]?.phone).toBe('+212661223344');
    expect((await db.select().from(users).where(eq(users.id, other!.id)))[0]?.phone).toBe('appeler le soir');
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({ recipientPhone: '+212522000000', senderPhone: '+33612345678' });
  });
});
