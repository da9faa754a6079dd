import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { deliveryProofs, orderEvents, outbox } from '../../db/schema/index.js';
import { addGift, cookieFrom, orderPayload, orderRow, signIn } from '../orders/test-fixtures.js';

const { app, database } = await useTestApp();
const db = database.db;
const admin = await signIn(db, { role: 'admin' });
const sender = await signIn(db, { firstName: 'Salma' });
const stranger = await signIn(db, { firstName: 'Omar' });

const place = async (cookie: string | null = sender.cookie) => {
  const gift = await addGift(db);
  const res = await app.inject({ method: 'POST', url: '/api/orders', payload: orderPayload([{ giftId: gift.id, quantity: 1 }]), headers: cookie ? { cookie } : {} });
  return { order: res.json() as { id: string; orderNumber: string }, res };
};
const setStatus = (id: string, status: string) =>
  app.inject({ method: 'PATCH', url: `/api/admin/orders/${id}/status`, payload: { status }, headers: { cookie: admin.cookie } });

const photo = () =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#8fbc8f' } })
    .withExif({ IFD0: { Artist: 'Livreur' } })
    .jpeg()
    .toBuffer();

/** The courier's form: an optional photo and the "no photo" box, as the browser sends them. */
function deliveredForm(file: Buffer | null, declined = false) {
  const boundary = '----proof-boundary';
  const parts: Buffer[] = [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photoDeclined"\r\n\r\n${declined}\r\n`)];
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="porte.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`), file, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const markDelivered = (id: string, form: ReturnType<typeof deliveredForm>, cookie = admin.cookie) =>
  app.inject({ method: 'POST', url: `/api/admin/orders/${id}/delivered`, payload: form.payload, headers: { ...form.headers, cookie } });
const attempt = (id: string, reason: string, cookie = admin.cookie) =>
  app.inject({ method: 'POST', url: `/api/admin/orders/${id}/delivery-attempts`, payload: { reason }, headers: { cookie } });
const proofOf = (id: string, cookie: string | null) => app.inject({ url: `/api/orders/${id}/delivery`, headers: cookie ? { cookie } : {} });
const photoMails = (order: { orderNumber: string }) =>
  db
    .select()
    .from(outbox)
    .where(eq(outbox.template, 'delivery_photo'))
    .then((rows) => rows.filter((m) => m.subject?.includes(order.orderNumber)));

describe('proof of delivery: the courier’s photo', () => {
  it('marks the order delivered, keeps the photo privately and shows it only to the sender and the admin', async () => {
    const { order } = await place();
    const res = await markDelivered(order.id, deliveredForm(await photo()));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'delivered' });

    const proof = (await proofOf(order.id, sender.cookie)).json();
    expect(proof).toMatchObject({ photoUrl: `/api/orders/${order.id}/delivery-photo`, photoDeclined: false, attempts: [] });
    const seen = await app.inject({ url: proof.photoUrl, headers: { cookie: sender.cookie } });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/webp');
    expect(seen.headers['cache-control']).toContain('private');
    const meta = await sharp(seen.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1280 });
    expect(meta.exif).toBeUndefined();
    expect((await app.inject({ url: proof.photoUrl, headers: { cookie: admin.cookie } })).statusCode).toBe(200);

    // Anyone else: 404, as if there were no such order.
    expect((await app.inject({ url: proof.photoUrl, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
    expect((await app.inject({ url: proof.photoUrl })).statusCode).toBe(404);
    expect((await proofOf(order.id, stranger.cookie)).statusCode).toBe(404);
    // Nor is the file reachable under /uploads, where public pictures are served.
    const [row] = await db.select().from(deliveryProofs).where(eq(deliveryProofs.orderId, order.id));
    expect(row?.photoKey).toMatch(/^private\/delivery\/\d{4}\/[0-9a-f]{32}\.webp$/);
    expect((await app.inject(`/uploads/${row?.photoKey}`)).statusCode).toBe(404);
    for (const trick of [`/uploads//${row?.photoKey}`, `/uploads/./${row?.photoKey}`, `/uploads/%70${row?.photoKey?.slice(1)}`]) {
      expect((await app.inject(trick)).statusCode, trick).toBeGreaterThanOrEqual(400);
    }
  });

  it('e-mails the sender a link that opens the photo without signing in, and a wrong token opens nothing', async () => {
    const { order } = await place();
    await markDelivered(order.id, deliveredForm(await photo()));
    const [mail] = await photoMails(order);
    expect(mail?.recipient).toBe(sender.user.email);
    expect(mail?.subject).toBe(`Votre cadeau ${order.orderNumber} a été remis : la photo de la livraison`);
    const link = mail?.body.match(/http:\/\/localhost:3000(\/api\/orders\/[^\s]+\/delivery-photo\?token=[\w-]+)/)?.[1];
    expect(link).toBeDefined();
    expect((await app.inject(link!)).statusCode).toBe(200);
    expect((await app.inject(`${link!.slice(0, -4)}AAAA`)).statusCode).toBe(404);
    expect(mail?.body).toContain(`http://localhost:3000/orders/${order.id}`);
  });

  it('lets a guest’s own browser see the photo of its order', async () => {
    const { order, res } = await place(null);
    const guest = cookieFrom(res, 'guest');
    await markDelivered(order.id, deliveredForm(await photo()));
    expect((await app.inject({ url: `/api/orders/${order.id}/delivery-photo`, headers: { cookie: guest } })).statusCode).toBe(200);
    const [mail] = await photoMails(order);
    expect(mail?.recipient).toBe('karim@exemple.ma');
  });

  it('keeps no photo and sends no photo e-mail when the recipient asked for none', async () => {
    const { order } = await place();
    const res = await markDelivered(order.id, deliveredForm(await photo(), true));
    expect(res.json()).toMatchObject({ status: 'delivered' });
    expect((await proofOf(order.id, sender.cookie)).json()).toMatchObject({ photoUrl: null, photoDeclined: true });
    expect(await photoMails(order)).toEqual([]);
    expect((await app.inject({ url: `/api/orders/${order.id}/delivery-photo`, headers: { cookie: sender.cookie } })).statusCode).toBe(404);
    // The usual "delivered" e-mail still goes.
    const delivered = await db.select().from(outbox).where(and(eq(outbox.template, 'order_delivered'), eq(outbox.recipient, sender.user.email)));
    expect(delivered.some((m) => m.subject?.includes(order.orderNumber))).toBe(true);
  });

  it('deletes the bytes of a photo already kept when the recipient then asks for none', async () => {
    const { order } = await place();
    await markDelivered(order.id, deliveredForm(await photo()));
    const [kept] = await db.select().from(deliveryProofs).where(eq(deliveryProofs.orderId, order.id));
    const key = kept?.photoKey as string;
    expect(await app.deps.storage.exists(key)).toBe(true);
    await markDelivered(order.id, deliveredForm(null, true));
    expect(await app.deps.storage.exists(key)).toBe(false);
    const [after] = await db.select().from(deliveryProofs).where(eq(deliveryProofs.orderId, order.id));
    expect(after).toMatchObject({ photoKey: null, photoDeclined: true });
  });

  it('marks delivered without a photo, and a photo added later reaches the sender', async () => {
    const { order } = await place();
    expect((await markDelivered(order.id, deliveredForm(null))).json()).toMatchObject({ status: 'delivered' });
    expect((await proofOf(order.id, sender.cookie)).json()).toMatchObject({ photoUrl: null, photoDeclined: false });
    await markDelivered(order.id, deliveredForm(await photo()));
    expect((await proofOf(order.id, sender.cookie)).json().photoUrl).not.toBeNull();
    expect(await photoMails(order)).toHaveLength(1);
  });

  it('refuses a file that is not an image (400) and changes nothing', async () => {
    const { order } = await place();
    const res = await markDelivered(order.id, deliveredForm(Buffer.from('<svg onload="alert(1)"></svg>')));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_data');
    expect((await orderRow(db, order.id))?.status).toBe('pending');
    expect(await db.select().from(deliveryProofs).where(eq(deliveryProofs.orderId, order.id))).toEqual([]);
  });

  it('refuses a cancelled order (409), visitors (401) and customers (403)', async () => {
    const { order } = await place();
    const form = deliveredForm(null);
    expect((await app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/delivered`, payload: form.payload, headers: form.headers })).statusCode).toBe(401);
    expect((await markDelivered(order.id, form, sender.cookie)).statusCode).toBe(403);
    await setStatus(order.id, 'cancelled');
    const res = await markDelivered(order.id, deliveredForm(await photo()));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('order_cancelled');
  });
});

describe('delivery attempts', () => {
  it('counts failed attempts, charges from the fourth, and shows them to the sender on the timeline', async () => {
    const { order } = await place();
    await setStatus(order.id, 'processing');
    const answers = [];
    for (const reason of ['Destinataire absent', 'Téléphone éteint', 'Adresse introuvable', 'Destinataire absent']) {
      const res = await attempt(order.id, reason);
      expect(res.statusCode).toBe(201);
      answers.push(res.json());
    }
    expect(answers).toEqual([
      { number: 1, charged: false },
      { number: 2, charged: false },
      { number: 3, charged: false },
      { number: 4, charged: true },
    ]);
    const proof = (await proofOf(order.id, sender.cookie)).json();
    expect(proof.freeAttempts).toBe(3);
    expect(proof.attempts.map((a: { number: number; reason: string; charged: boolean }) => [a.number, a.reason, a.charged])).toEqual([
      [1, 'Destinataire absent', false],
      [2, 'Téléphone éteint', false],
      [3, 'Adresse introuvable', false],
      [4, 'Destinataire absent', true],
    ]);
    const seen = (await app.inject({ url: `/api/orders/${order.id}`, headers: { cookie: sender.cookie } })).json();
    expect(seen.events.filter((e: { type: string }) => e.type === 'delivery_attempt_failed')).toHaveLength(4);
  });

  it('numbers simultaneous reports one after the other', async () => {
    const { order } = await place();
    await setStatus(order.id, 'processing');
    const answers = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((r) => attempt(order.id, `Absent ${r}`)));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(answers.map((r) => r.json().number).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(answers.filter((r) => r.json().charged)).toHaveLength(2);
  });

  it('refuses an attempt on an order not in preparation (409), an empty reason (400) and a customer (403)', async () => {
    const { order } = await place();
    const pending = await attempt(order.id, 'Absent');
    expect(pending.statusCode).toBe(409);
    expect(pending.json().code).toBe('not_in_delivery');
    await setStatus(order.id, 'processing');
    expect((await attempt(order.id, '   ')).statusCode).toBe(400);
    expect((await attempt(order.id, 'Absent', sender.cookie)).statusCode).toBe(403);
    await setStatus(order.id, 'delivered');
    expect((await attempt(order.id, 'Absent')).statusCode).toBe(409);
    const recorded = await db.select().from(orderEvents).where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.type, 'delivery_attempt_failed')));
    expect(recorded).toEqual([]);
  });
});
