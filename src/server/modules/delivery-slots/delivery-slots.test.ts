import { count } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { deliveryBlockedDates, orders } from '../../db/schema/index.js';
import { addGift, orderPayload, setSettings } from '../orders/test-fixtures.js';

// Morocco is at UTC+1 in June 2030 (Ramadan, when it goes back to UTC, is in January): 13:59 there is 12:59Z.
let clock = new Date('2030-06-04T12:59:00Z'); // Tuesday 4 June 2030, 13:59 in Casablanca
const at = (iso: string) => {
  clock = new Date(iso);
};
const { app, database } = await useTestApp({ clock: () => clock });
const db = database.db;

const slots = (query: string) => app.inject({ url: `/api/delivery-slots?${query}` });
const place = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/orders', payload });
const orderCount = async () => (await db.select({ n: count() }).from(orders))[0]?.n ?? 0;
const ALL = ['09:00-13:00', '13:00-17:00', '17:00-21:00'];

/** Expects a 400 delivery_unavailable naming the next possible date, and no order written. */
async function expectUnavailable(payload: Record<string, unknown>, nextDate: string) {
  const before = await orderCount();
  const res = await place(payload);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: 'delivery_unavailable', details: { nextDate } });
  expect(await orderCount()).toBe(before);
}

describe('delivery days, slots and cut-offs', () => {
  beforeEach(async () => {
    at('2030-06-04T12:59:00Z');
    await setSettings(db, {
      delivery_time_casablanca: 0,
      delivery_cutoff_casablanca: '14:00',
      delivery_slots_casablanca: ALL.join(','),
      delivery_days_off_casablanca: '',
      express_delivery: true,
      express_casablanca: true,
    });
  });

  it('takes a same-day order at 13:59 and starts the next one at 14:01 from tomorrow', async () => {
    const gift = await addGift(db);
    const sameDay = await place(orderPayload([{ giftId: gift.id, quantity: 1 }], { deliveryDate: '2030-06-04', deliverySlot: '17:00-21:00' }));
    expect(sameDay.statusCode).toBe(201);
    expect(sameDay.json()).toMatchObject({ deliveryDate: '2030-06-04', deliverySlot: '17:00-21:00' });

    at('2030-06-04T13:01:00Z');
    await expectUnavailable(orderPayload([{ giftId: gift.id, quantity: 1 }], { deliveryDate: '2030-06-04', deliverySlot: '17:00-21:00' }), '2030-06-05');
    const tomorrow = await place(orderPayload([{ giftId: gift.id, quantity: 1 }], { deliveryDate: '2030-06-05', deliverySlot: '09:00-13:00' }));
    expect(tomorrow.statusCode).toBe(201);
  });

  it('offers today only the slots that have not started, and express only before the cut-off', async () => {
    const before = (await slots('city=Casablanca&from=2030-06-04&days=2')).json();
    expect(before.today).toBe('2030-06-04');
    expect(before.days).toEqual([
      { date: '2030-06-04', slots: ['17:00-21:00'], express: true },
      { date: '2030-06-05', slots: ALL, express: false },
    ]);
    at('2030-06-04T13:01:00Z');
    const after = (await slots('city=Casablanca&from=2030-06-04&days=2')).json();
    expect(after.days).toEqual([{ date: '2030-06-05', slots: ALL, express: false }]);
    expect(after.nextDate).toBe('2030-06-05');
  });

  it('counts the zone’s preparation days from the cut-off', async () => {
    await setSettings(db, { delivery_time_casablanca: 1 });
    expect((await slots('city=Casablanca&from=2030-06-04&days=3')).json().nextDate).toBe('2030-06-05');
    at('2030-06-04T13:01:00Z');
    expect((await slots('city=Casablanca&from=2030-06-04&days=3')).json().nextDate).toBe('2030-06-06');
  });

  it('refuses express after the cut-off and in a zone without it', async () => {
    const gift = await addGift(db);
    expect((await place(orderPayload([{ giftId: gift.id, quantity: 1 }], { express: true }))).statusCode).toBe(201);
    at('2030-06-04T13:01:00Z');
    const late = await place(orderPayload([{ giftId: gift.id, quantity: 1 }], { express: true }));
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('express_unavailable');
    at('2030-06-04T09:00:00Z');
    expect((await slots('city=Fès&from=2030-06-04&days=1')).json().days[0]?.express ?? false).toBe(false);
  });

  it('blocks a public holiday pre-filled from the calendar (Fête du trône, 30 July)', async () => {
    at('2030-07-29T08:00:00Z');
    const gift = await addGift(db);
    const answer = (await slots('city=Rabat&from=2030-07-29&days=3')).json();
    expect(answer.days.map((d: { date: string }) => d.date)).not.toContain('2030-07-30');
    await expectUnavailable(orderPayload([{ giftId: gift.id, quantity: 1 }], { recipientCity: 'Rabat', deliveryDate: '2030-07-30' }), '2030-07-31');
  });

  it('keeps a zone’s day off: no national delivery on Sunday by default', async () => {
    const gift = await addGift(db);
    const answer = (await slots('city=Fès&from=2030-06-08&days=3')).json();
    expect(answer.zone).toBe('national');
    expect(answer.days.map((d: { date: string }) => d.date)).toEqual(['2030-06-08', '2030-06-10']);
    await expectUnavailable(
      orderPayload([{ giftId: gift.id, quantity: 1 }], { recipientCity: 'Fès', deliveryDate: '2030-06-09', deliverySlot: '09:00-13:00' }),
      (await slots('city=Fès')).json().nextDate,
    );
    // Casablanca delivers that Sunday.
    expect((await place(orderPayload([{ giftId: gift.id, quantity: 1 }], { deliveryDate: '2030-06-09', deliverySlot: '09:00-13:00' }))).statusCode).toBe(201);
  });

  it('refuses a tampered date or slot with the next possible date', async () => {
    const gift = await addGift(db);
    const payload = (overrides: Record<string, unknown>) => orderPayload([{ giftId: gift.id, quantity: 1 }], overrides);
    await expectUnavailable(payload({ deliveryDate: '2030-06-05', deliverySlot: '21:00-23:00' }), '2030-06-04');
    await expectUnavailable(payload({ deliveryDate: '2030-06-04', deliverySlot: '09:00-13:00' }), '2030-06-04');
    const malformed = await place(payload({ deliveryDate: '2030-06-05', deliverySlot: 'demain matin' }));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('invalid_data');
    const digital = await addGift(db, { type: 'digital', stock: null });
    const noSlot = await place(orderPayload([{ giftId: digital.id, quantity: 1 }], { deliveryDate: '2030-06-05', deliverySlot: '09:00-13:00' }));
    expect(noSlot.statusCode).toBe(400);
  });

  it('validates the endpoint’s question', async () => {
    expect((await slots('city=')).statusCode).toBe(400);
    expect((await slots(`city=${'a'.repeat(81)}`)).statusCode).toBe(400);
    expect((await slots('city=%3Cb%3E')).json()).toMatchObject({ code: 'invalid_data' });
    expect((await slots('city=Rabat&days=91')).statusCode).toBe(400);
    expect((await slots('city=Rabat&from=2030-02-30')).statusCode).toBe(400);
    const ok = await slots('city=Rabat&days=90');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    // Never beyond 90 days, whatever `from` says.
    expect((await slots('city=Rabat&from=2030-12-01&days=30')).json().days).toEqual([]);
  });
});

describe('a place beyond the ten named cities', () => {
  beforeEach(async () => {
    at('2030-06-04T08:00:00Z'); // Tuesday 4 June 2030, 09:00 in Casablanca
    await setSettings(db, {
      delivery_national: true,
      delivery_price_national: '60.00',
      delivery_time_national: 1,
      delivery_slots_national: '10:00-14:00,14:00-18:00',
      delivery_days_off_national: '0',
      express_delivery: true,
      express_national: true,
    });
  });

  it('answers the national zone’s days and slots for Tétouan, with no express', async () => {
    const answer = await slots(`city=${encodeURIComponent('Tétouan')}&from=2030-06-04&days=6`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ city: 'Tétouan', zone: 'national', nextDate: '2030-06-05' });
    // Sunday 9 June is the national day off; express stays with the named cities.
    expect(answer.json().days.map((d: { date: string }) => d.date)).toEqual(['2030-06-05', '2030-06-06', '2030-06-07', '2030-06-08']);
    expect(answer.json().days[0]).toEqual({ date: '2030-06-05', slots: ['10:00-14:00', '14:00-18:00'], express: false });
    // A named city of the national zone keeps express.
    expect((await slots('city=F%C3%A8s&from=2030-06-04&days=1')).json().days[0]).toMatchObject({ express: true });
  });

  it('takes an order to Tétouan at the national fee, and one to a place typed by hand', async () => {
    const gift = await addGift(db, { price: '100.00' });
    const tetouan = await place(
      orderPayload([{ giftId: gift.id, quantity: 1 }], { recipientCity: 'Tétouan', deliveryDate: '2030-06-05', deliverySlot: '10:00-14:00' }),
    );
    expect(tetouan.statusCode).toBe(201);
    expect(tetouan.json()).toMatchObject({ recipientCity: 'Tétouan', totalAmount: '160.00', deliveryDate: '2030-06-05' });
    const typed = await place(orderPayload([{ giftId: gift.id, quantity: 1 }], { recipientCity: '  Douar   Ouled Ali ' }));
    expect(typed.statusCode).toBe(201);
    expect(typed.json()).toMatchObject({ recipientCity: 'Douar Ouled Ali', totalAmount: '160.00' });
  });

  it('keeps a named city’s zone however it is written, and stores its name', async () => {
    const gift = await addGift(db, { price: '100.00' });
    const res = await place(orderPayload([{ giftId: gift.id, quantity: 1 }], { recipientCity: 'CASA' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ recipientCity: 'Casablanca' });
    expect((await slots(`city=${encodeURIComponent('الدار البيضاء')}`)).json()).toMatchObject({ city: 'Casablanca', zone: 'casablanca' });
  });

  it('refuses express to a place the couriers of the named cities do not reach', async () => {
    const gift = await addGift(db);
    const res = await place(orderPayload([{ giftId: gift.id, quantity: 1 }], { recipientCity: 'Tétouan', express: true }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('express_unavailable');
  });
});

describe('the holiday calendar', () => {
  it('pre-fills the fixed holidays and the Islamic ones as estimates, once a year', async () => {
    const { signedInAs } = await import('../catalog/test-session.js');
    const { headers } = await signedInAs(db, 'admin');
    const list = async () => (await app.inject({ url: '/api/admin/delivery-calendar?year=2031', headers })).json();
    const dates = await list();
    expect(dates).toContainEqual({
      date: '2031-11-18',
      label: 'Fête de l\'indépendance',
      labels: { fr: 'Fête de l\'indépendance', ar: 'عيد الاستقلال', en: 'Independence Day' },
      kind: 'fixed',
      estimated: false,
    });
    expect(dates).toContainEqual(expect.objectContaining({ date: '2031-01-14', kind: 'fixed' }));
    const islamic = dates.filter((d: { kind: string }) => d.kind === 'islamic');
    expect(islamic.length).toBeGreaterThanOrEqual(6); // two days of each Eid and of the Mawlid, the new year
    expect(islamic.every((d: { estimated: boolean }) => d.estimated)).toBe(true);

    // The owner moves an Eid to its confirmed day and removes a holiday: a later read keeps both changes.
    const eid = islamic[0];
    const moved = await app.inject({ method: 'POST', url: '/api/admin/delivery-calendar', headers, payload: { date: '2031-12-30', label: eid.label, previousDate: eid.date } });
    expect(moved.json()).toMatchObject({ date: '2031-12-30', kind: 'islamic', estimated: false });
    expect((await app.inject({ method: 'DELETE', url: '/api/admin/delivery-calendar/2031-11-18', headers })).statusCode).toBe(204);
    const after = await list();
    expect(after.map((d: { date: string }) => d.date)).not.toContain('2031-11-18');
    expect(after.map((d: { date: string }) => d.date)).not.toContain(eid.date);
    expect(await db.$count(deliveryBlockedDates)).toBeGreaterThan(0);
  });

  it('names each holiday in the three languages, keeps the names when it is moved, and the owner’s words once renamed', async () => {
    const { signedInAs } = await import('../catalog/test-session.js');
    const { headers } = await signedInAs(db, 'admin');
    const list = async () => (await app.inject({ url: '/api/admin/delivery-calendar?year=2032', headers })).json();
    const dates = await list();
    expect(dates).toContainEqual(expect.objectContaining({ date: '2032-07-30', labels: { fr: 'Fête du trône', ar: 'عيد العرش', en: 'Feast of the Throne' } }));
    const eids = dates.filter((d: { kind: string; labels: { en: string } }) => d.kind === 'islamic' && d.labels.en.includes('(day 2)'));
    expect(eids.length).toBeGreaterThan(0);
    expect(eids.every((d: { labels: { ar: string } }) => d.labels.ar.endsWith('(اليوم الثاني)'))).toBe(true);

    const save = (payload: object) => app.inject({ method: 'POST', url: '/api/admin/delivery-calendar', headers, payload });
    const throne = dates.find((d: { date: string }) => d.date === '2032-07-30');
    expect((await save({ date: '2032-07-31', label: throne.label, previousDate: throne.date })).json()).toMatchObject({ labels: throne.labels });
    expect((await save({ date: '2032-07-31', label: 'Fermeture annuelle' })).json()).toMatchObject({ label: 'Fermeture annuelle', labels: null });
  });

  it('is for admins only', async () => {
    expect((await app.inject({ url: '/api/admin/delivery-calendar?year=2031' })).statusCode).toBe(401);
  });
});
