import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { adminAndCustomer } from '../catalog/test-session.js';

const ctx = await useTestApp();
const db = ctx.database.db;
const { admin, customer } = await adminAndCustomer(db);

const currencies = async () => {
  const res = await ctx.app.inject({ url: '/api/currencies' });
  expect(res.statusCode).toBe(200);
  return res.json() as { code: string; rate: number; updatedAt: string | null }[];
};
const setRate = (code: string, rate: unknown, headers: Record<string, string> = admin) =>
  ctx.app.inject({ method: 'PUT', url: `/api/admin/currencies/${code}`, headers, payload: { rate } });

describe('currencies offered to visitors', () => {
  it('offers the dirham alone until the owner sets a rate', async () => {
    expect(await currencies()).toEqual([{ code: 'MAD', rate: 1, updatedAt: null }]);
  });

  it('offers a currency at the owner’s rate, with the day it was set, at once', async () => {
    const before = ctx.app.now().getTime();
    const saved = await setRate('EUR', 10.85);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ code: 'EUR', rate: 10.85 });
    expect(Date.parse(saved.json().updatedAt)).toBeGreaterThanOrEqual(before);
    const list = await currencies();
    expect(list.map((c) => c.code)).toEqual(['MAD', 'EUR']);
    expect(list[1]).toMatchObject({ rate: 10.85, updatedAt: expect.any(String) });

    expect((await setRate('EUR', '10.9')).statusCode).toBe(200);
    expect((await currencies())[1]!.rate).toBe(10.9);
  });

  it('withdraws a currency: visitors see dirhams again', async () => {
    await setRate('GBP', 12.6);
    expect((await currencies()).map((c) => c.code)).toContain('GBP');
    const removed = await ctx.app.inject({ method: 'DELETE', url: '/api/admin/currencies/GBP', headers: admin });
    expect(removed.statusCode).toBe(204);
    expect((await currencies()).map((c) => c.code)).not.toContain('GBP');
  });

  it('refuses a rate that is not a positive number, an unknown currency, and anyone but an admin', async () => {
    for (const rate of [0, -2, 'dix', 20_000, 10.12345]) {
      const res = await setRate('USD', rate);
      expect(res.statusCode, String(rate)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_data' });
    }
    expect((await setRate('MAD', 1)).statusCode).toBe(400);
    expect((await setRate('JPY', 0.07)).statusCode).toBe(400);
    expect((await setRate('USD', 9.9, customer)).statusCode).toBe(403);
    expect((await setRate('USD', 9.9, {})).statusCode).toBe(401);
    expect((await currencies()).map((c) => c.code)).not.toContain('USD');
  });
});
