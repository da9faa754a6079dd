import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { startHttpDouble } from '../../../../test/http-double.js';
import { outbox, rateLimits, settings } from '../../db/schema/index.js';
import { MAX_ATTEMPTS, processOutbox } from '../notifications/index.js';
import { addGift, cookieFrom, orderPayload, signIn } from '../orders/test-fixtures.js';
import { writeSetting } from '../settings/index.js';
import { sendPendingClaimLinks } from './send.js';

const smsApi = await startHttpDouble();
afterAll(() => smsApi.close());
const { app, database } = await useTestApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true' } });
const db = database.db;
const publicUrl = app.deps.config.publicUrl;
const admin = await signIn(db, { role: 'admin' });
const logged: string[] = [];
const log = { info: (m: string) => logged.push(m), warn: (m: string) => logged.push(m) };

beforeEach(async () => {
  logged.length = 0;
  await db.delete(settings);
  await db.delete(rateLimits);
});

/** A paid order whose recipient gives the address, its link queued; the guest's cookie opens its page. */
async function paidWithoutAddress(phone: string, locale = 'fr') {
  const gift = await addGift(db, { name: 'Coffret de roses', price: '300.00' });
  const payload = orderPayload([{ giftId: gift.id, quantity: 1 }], { recipientAddressUnknown: true, recipientAddress: undefined, recipientCity: undefined, recipientPhone: phone, locale });
  const placed = await app.inject({ method: 'POST', url: '/api/orders', payload });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json() as { id: string };
  await app.inject({ method: 'PUT', url: `/api/admin/orders/${order.id}/payment`, payload: { paymentMethod: 'bank_transfer', paymentStatus: 'completed' }, headers: { cookie: admin.cookie } });
  await sendPendingClaimLinks(db, publicUrl, new Date());
  return { id: order.id, cookie: cookieFrom(placed, 'guest') };
}

const textTo = async (phone: string) => (await db.select().from(outbox).where(and(eq(outbox.recipient, phone), eq(outbox.template, 'recipient_claim'))))[0]!;
const linkIn = (body: string) => /http\S+\/gift\/claim\/[\w-]+/.exec(body)?.[0];
const toldSender = (orderId: string) => db.select().from(outbox).where(and(eq(outbox.orderId, orderId), eq(outbox.template, 'recipient_link_unsent')));
const orderAs = async (id: string, cookie?: string) => app.inject({ url: `/api/orders/${id}`, headers: cookie ? { cookie } : {} });

describe('a recipient’s link that cannot be sent', () => {
  it('without an SMS service: is logged in demo mode, e-mailed to the sender, shown on the order page to its owner and flagged for the shop', async () => {
    const { id, cookie } = await paidWithoutAddress('06 71 00 00 01');
    await processOutbox(app.deps, log);
    const text = await textTo('+212671000001');
    expect(text.status).toBe('held');
    const link = linkIn(text.body)!;
    expect(logged.join('\n')).toContain(`SMS held (no SMS API configured) to +212671000001:\n${text.body}`);

    const [email] = await toldSender(id);
    expect(email).toMatchObject({ recipient: 'karim@exemple.ma', subject: 'Le lien n’a pas pu être envoyé à Salma Bennani' });
    expect(email!.body).toContain(`Transmettez-le-lui vous-même, par WhatsApp ou SMS : ${link}`);

    const mine = await orderAs(id, cookie);
    expect(mine.json().recipientClaim).toMatchObject({ linkDays: 7, unsentLink: link });
    expect(mine.json().recipientClaim.expiresAt).toBeTruthy();
    const stranger = await orderAs(id);
    expect(stranger.statusCode).toBeGreaterThanOrEqual(400);
    expect(stranger.body).not.toContain(link);

    const list = await app.inject({ url: '/api/admin/orders', headers: { cookie: admin.cookie } });
    expect(list.json().find((o: { id: string }) => o.id === id).recipientClaim.unsentLink).toBe(link);

    // The link the sender forwards works; once used, nothing is left to forward.
    const token = link.split('/').at(-1)!;
    expect((await app.inject({ url: `/api/claims/${token}` })).statusCode).toBe(200);
    const days = (await app.inject({ url: '/api/delivery-slots?city=Rabat' })).json() as { days: { date: string; slots: string[] }[] };
    const day = days.days.find((d) => d.slots.length > 0)!;
    const given = await app.inject({ method: 'POST', url: `/api/claims/${token}`, payload: { address: '5 avenue Hassan II', city: 'Rabat', deliveryDate: day.date, deliverySlot: day.slots[0] } });
    expect(given.statusCode, given.body).toBe(200);
    expect((await orderAs(id, cookie)).json().recipientClaim).toBeNull();
  });

  it('tells the sender in Arabic when the order is in Arabic', async () => {
    const { id } = await paidWithoutAddress('06 71 00 00 02', 'ar');
    await processOutbox(app.deps, log);
    const [email] = await toldSender(id);
    expect(email!.subject).toBe('تعذّر إرسال الرابط إلى Salma Bennani');
    expect(email!.body).toContain(linkIn((await textTo('+212671000002')).body));
  });

  it('never writes the link in a production log', async () => {
    const { id } = await paidWithoutAddress('06 71 00 00 03');
    await processOutbox({ ...app.deps, config: { ...app.deps.config, production: true } }, log);
    const link = linkIn((await textTo('+212671000003')).body)!;
    expect(logged.join('\n')).toContain('SMS held (no SMS API configured): recipient_claim');
    expect(logged.join('\n')).not.toContain(link.split('/').at(-1)!);
    expect(await toldSender(id)).toHaveLength(1);
  });

  it('with an SMS service that keeps refusing: the sender is told after the last try, not before', async () => {
    await writeSetting(db, 'notification_settings', { smsApiUrl: smsApi.url });
    const { id, cookie } = await paidWithoutAddress('06 71 00 00 04');
    smsApi.failNext(MAX_ATTEMPTS, 503);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await toldSender(id)).toHaveLength(0);
      expect((await orderAs(id, cookie)).json().recipientClaim.unsentLink).toBeNull();
      await db.update(outbox).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(outbox.orderId, id));
      await processOutbox(app.deps, log);
    }
    const text = await textTo('+212671000004');
    expect(text.status).toBe('failed');
    expect(await toldSender(id)).toHaveLength(1);
    expect((await orderAs(id, cookie)).json().recipientClaim.unsentLink).toBe(linkIn(text.body));
  });

  it('shows nothing to forward once the text left', async () => {
    await writeSetting(db, 'notification_settings', { smsApiUrl: smsApi.url });
    const { id, cookie } = await paidWithoutAddress('06 71 00 00 05');
    await processOutbox(app.deps, log);
    expect((await textTo('+212671000005')).status).toBe('sent');
    expect(await toldSender(id)).toHaveLength(0);
    expect((await orderAs(id, cookie)).json().recipientClaim.unsentLink).toBeNull();
  });
});
