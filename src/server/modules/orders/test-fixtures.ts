import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { gifts, orders, sessions, users } from '../../db/schema/index.js';
import { hashToken, newToken } from '../../lib/secrets/tokens.js';
import { writeSetting } from '../settings/index.js';

/** For API tests: a user with a live session, as login would leave them; send `cookie` to act as them. */
export async function signIn(db: Db, opts: { role?: 'customer' | 'admin' | 'partner'; firstName?: string; preferredLanguage?: 'fr' | 'ar' | 'en' } = {}) {
  const [user] = await db
    .insert(users)
    .values({
      email: `client-${newToken().slice(0, 10).toLowerCase()}@exemple.ma`,
      passwordHash: 'unused-in-these-tests',
      role: opts.role ?? 'customer',
      firstName: opts.firstName ?? 'Youssef',
    })
    .returning();
  if (!user) throw new Error('user not created');
  const token = newToken();
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(Date.now() + 86_400_000) });
  return { user, cookie: `sid=${token}` };
}

let giftCount = 0;

/** A gift of the catalogue; stock null means unlimited. */
export async function addGift(
  db: Db,
  opts: { price?: string; stock?: number | null; isActive?: boolean; name?: string; type?: 'physical' | 'digital' } = {},
) {
  giftCount++;
  const name = opts.name ?? `Coffret ${giftCount}`;
  const [gift] = await db
    .insert(gifts)
    .values({
      slug: `cadeau-${giftCount}-${newToken().slice(0, 6).toLowerCase()}`,
      name: { fr: name, ar: `هدية ${giftCount}`, en: `Gift ${giftCount}` },
      price: opts.price ?? '100.00',
      stock: opts.stock === undefined ? 10 : opts.stock,
      isActive: opts.isActive ?? true,
      type: opts.type ?? 'physical',
      images: [`/uploads/gifts/${giftCount}.webp`],
    })
    .returning();
  if (!gift) throw new Error('gift not created');
  return gift;
}

export const stockOf = async (db: Db, giftId: string) =>
  (await db.select({ stock: gifts.stock }).from(gifts).where(eq(gifts.id, giftId)))[0]?.stock;

export const orderRow = async (db: Db, id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0];

export const recipient = {
  recipientName: 'Salma Bennani',
  recipientPhone: '06 12 34 56 78',
  recipientAddress: '12 rue des Roses, Maârif',
  recipientCity: 'Casablanca',
};

type Line = { giftId: string; quantity: number; price?: string };

/** A checkout payload for these lines, by bank transfer unless told otherwise; a guest's e-mail is in it. */
export const orderPayload = (items: Line[], overrides: Record<string, unknown> = {}) => ({
  customerId: null,
  paymentMethod: 'bank_transfer',
  ...recipient,
  deliveryDate: null,
  isAnonymous: false,
  senderName: 'Karim',
  senderEmail: 'karim@exemple.ma',
  personalMessage: 'Joyeux anniversaire !',
  items,
  ...overrides,
});

/** The value of a cookie the answer sets, to send it back as a browser would. */
export function cookieFrom(res: LightMyRequestResponse, name: string): string {
  const cookie = res.cookies.find((c) => c.name === name);
  if (!cookie) throw new Error(`no ${name} cookie in the answer`);
  return `${name}=${cookie.value}`;
}

export const setSettings = async (db: Db, values: Record<string, unknown>) => {
  for (const [key, value] of Object.entries(values)) await writeSetting(db, key, value);
};
