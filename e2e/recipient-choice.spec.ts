import { mkdirSync } from 'node:fs';
import { chooseCity, expect, test, type APIRequestContext, type Browser } from './fixtures.js';
import type { Locator } from '@playwright/test';
import { signInAdmin } from './admin-session.js';
import { expectNoAxeViolations } from './axe.js';

const port = process.env.E2E_PORT ?? '4173';
const baseURL = `http://127.0.0.1:${port}`;
const shots = process.env.SHOTS_DIR;
const run = String(Date.now()).slice(-6);

interface ApiGift {
  id: string;
  name: { fr: string; ar?: string };
  images: string[];
  type: 'physical' | 'digital';
}

/** What the recipient reads, in each language: the page's own words, as a person finds them. */
const words = {
  fr: {
    open: 'Choisir un autre cadeau',
    legend: 'Le cadeau que vous recevrez',
    address: /^Votre adresse complète/,
    city: /^Ville/,
    cityName: 'Rabat',
    date: /^Jour de livraison/,
    slot: /^Créneau/,
    submit: 'Confirmer la livraison',
    done: 'Merci, c’est noté !',
    chosen: 'Vous recevrez',
    insteadOf: (gift: string) => `À la place de « ${gift} »`,
  },
  ar: {
    open: 'اختيار هدية أخرى',
    legend: 'الهدية التي ستتلقّونها',
    address: /^عنوانكم الكامل/,
    city: /^المدينة/,
    cityName: 'الرباط',
    date: /^يوم التسليم/,
    slot: /^الفترة/,
    submit: 'تأكيد التسليم',
    done: 'شكراً، تم التسجيل!',
    chosen: 'ستتلقّون',
    insteadOf: (gift: string) => `بدلاً من «\u2068${gift}\u2069»`,
  },
} as const;

let admin: APIRequestContext;
let offered: ApiGift;
let chosen: ApiGift;
let teaSet: ApiGift;
let dates: ApiGift;

test.beforeAll(async ({ playwright }, info) => {
  admin = await signInAdmin(playwright, info.outputPath('admin.json'));
  const demo = ((await (await admin.get('/api/gifts')).json()) as ApiGift[]).filter((g) => g.type === 'physical' && g.images.length > 0);
  const create = async (data: object) => {
    const res = await admin.post('/api/gifts', { data });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as ApiGift;
  };
  // Two gifts of this run only: the one the sender buys (the owner allows a swap) and a cheaper one to take
  // instead, priced above the demo catalogue so it comes first among the nearest in value.
  offered = await create({ name: { fr: `Coffret de roses ${run}`, ar: `علبة ورود ${run}` }, price: '4321.00', stock: 6, swappable: true, images: demo[0]?.images.slice(0, 1) ?? [] });
  chosen = await create({ name: { fr: `Bougie parfumée ${run}`, ar: `شمعة معطّرة ${run}` }, price: '4320.00', stock: 4, images: demo[1]?.images.slice(0, 1) ?? [] });
  // A second swappable gift, and a cheaper one to take instead of it.
  teaSet = await create({ name: { fr: `Service à thé ${run}`, ar: `طقم شاي ${run}` }, price: '4310.00', stock: 4, swappable: true, images: demo[2]?.images.slice(0, 1) ?? [] });
  dates = await create({ name: { fr: `Plateau de dattes ${run}`, ar: `صينية تمر ${run}` }, price: '4300.00', stock: 4, images: demo[3]?.images.slice(0, 1) ?? [] });
});

test.afterAll(async () => {
  // Taken out of the shop again, so no other journey picks them from the catalogue.
  for (const gift of [offered, chosen, teaSet, dates]) if (gift) await admin.delete(`/api/gifts/${gift.id}`);
  await admin.dispose();
});

/** A guest's order for the swappable gift (or `gifts`) without the recipient's address, paid by transfer as the back office confirms; the recipient's link. */
async function orderAwaitingAddress(browser: Browser, lang: 'fr' | 'ar', phone: string, gifts: ApiGift[] = [offered]) {
  const guest = await browser.newContext({ baseURL });
  const res = await guest.request.post('/api/orders', {
    data: {
      paymentMethod: 'bank_transfer',
      recipientAddressUnknown: true,
      recipientName: 'Salma Benali',
      recipientPhone: phone,
      senderName: 'Karim',
      senderEmail: `karim.choice.${run}.${lang}@exemple.ma`,
      personalMessage: 'Choisis ce qui te plaît !',
      locale: lang,
      items: gifts.map((g) => ({ giftId: g.id, quantity: 1 })),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const order = (await res.json()) as { id: string; orderNumber: string };
  await guest.close();
  const paid = await admin.put(`/api/admin/orders/${order.id}/payment`, { data: { paymentMethod: 'bank_transfer', paymentStatus: 'completed' } });
  expect(paid.status(), await paid.text()).toBe(200);
  // The link job runs every 10 s; the back office's outbox shows the text it queued.
  const e164 = `+212${phone.slice(1)}`;
  let path = '';
  await expect
    .poll(
      async () => {
        const page = (await (await admin.get('/api/admin/outbox?limit=50')).json()) as { entries: { recipient: string; template: string; body: string }[] };
        path = page.entries.find((e) => e.recipient === e164 && e.template === 'recipient_claim')?.body.match(/\/gift\/claim\/[\w-]+/)?.[0] ?? '';
        return path;
      },
      { message: `a link for ${e164}`, timeout: 40_000, intervals: [1000] },
    )
    .not.toBe('');
  return { order, path };
}

for (const lang of ['fr', 'ar'] as const) {
  test(`the recipient takes another gift before giving the address, on a phone, in ${lang}`, async ({ browser }) => {
    test.setTimeout(120_000);
    const w = words[lang];
    const { order, path } = await orderAwaitingAddress(browser, lang, `06${run}${lang === 'fr' ? '11' : '22'}`);
    const stockBefore = ((await (await admin.get(`/api/admin/gifts/${chosen.id}`)).json()) as { stock: number }).stock;

    const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await phone.addCookies([{ name: 'language', value: lang, url: baseURL }]);
    const recipient = await phone.newPage();
    await recipient.goto(path);
    const main = recipient.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(recipient.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');

    await test.step('the other gifts show by picture and name, never a price', async () => {
      const open = main.getByRole('button', { name: w.open });
      await open.click();
      const choice = main.getByRole('group', { name: w.legend });
      await expect(choice.getByRole('radio')).not.toHaveCount(0);
      await expect(choice.getByRole('radio', { name: lang === 'ar' ? chosen.name.ar! : chosen.name.fr })).toBeVisible();
      // The gift offered is kept unless another is picked; the one offered is not among the others.
      await expect(choice.getByRole('radio').first()).toBeChecked();
      await expect(choice.getByRole('radio', { name: lang === 'ar' ? offered.name.ar! : offered.name.fr })).toHaveCount(0);
      await expect(main.getByText(/\bMAD\b|\bDH\b|درهم|\d+[.,]\d{2}/)).toHaveCount(0);
      await choice.getByRole('radio', { name: lang === 'ar' ? chosen.name.ar! : chosen.name.fr }).check();
      await expect(main.getByRole('status').filter({ hasText: w.chosen })).toBeVisible();
      await expectNoAxeViolations(recipient);
      if (shots) {
        mkdirSync(shots, { recursive: true });
        await recipient.screenshot({ path: `${shots}/choice-${lang}-390.png`, fullPage: true });
        await recipient.setViewportSize({ width: 1280, height: 900 });
        await recipient.screenshot({ path: `${shots}/choice-${lang}-1280.png`, fullPage: true });
        await recipient.setViewportSize({ width: 390, height: 844 });
      }
    });

    await test.step('then the address, a day and a slot, sent together', async () => {
      await giveAddress(main, w);
      await expect(main.getByText(lang === 'ar' ? chosen.name.ar! : chosen.name.fr)).toBeVisible();
      if (shots) await recipient.screenshot({ path: `${shots}/choice-done-${lang}-390.png`, fullPage: true });
    });
    await phone.close();

    await test.step('the order now holds the chosen gift, its stock moved, and the sender is told in their language', async () => {
      const seen = (await (await admin.get(`/api/orders/${order.id}`)).json()) as { items: { giftId: string; gift: { name: { fr: string } } }[]; events: { type: string }[] };
      expect(seen.items.map((i) => [i.giftId, i.gift.name.fr])).toEqual([[chosen.id, chosen.name.fr]]);
      expect(seen.events.map((e) => e.type)).toContain('recipient_gift_swapped');
      const stockAfter = ((await (await admin.get(`/api/admin/gifts/${chosen.id}`)).json()) as { stock: number }).stock;
      expect(stockAfter).toBe(stockBefore - 1);
      const outbox = (await (await admin.get('/api/admin/outbox?limit=50')).json()) as { entries: { recipient: string; template: string; body: string }[] };
      const told = outbox.entries.find((e) => e.recipient === `karim.choice.${run}.${lang}@exemple.ma` && e.template === 'recipient_address_given');
      expect(told?.body).toContain(lang === 'ar' ? chosen.name.ar : chosen.name.fr);
    });
  });
}

/** The address, a day and a slot, then sent: as the recipient gives them after choosing. */
async function giveAddress(main: Locator, w: (typeof words)['fr' | 'ar']) {
  await main.getByLabel(w.address).fill('5 avenue Hassan II, appartement 3');
  await chooseCity(main.getByLabel(w.city), w.cityName);
  await expect(main.getByLabel(w.city)).toHaveValue(w.cityName);
  // Moving on from the city, as a person does before the day (the field keeps what it says on leaving).
  await main.getByLabel(w.city).blur();
  const date = main.getByLabel(w.date);
  await expect(date).toBeEnabled();
  // The days come with the city: a day is chosen once they are there, and its slots then show.
  await expect(async () => {
    await date.selectOption({ index: 1 });
    await expect(date).not.toHaveValue('', { timeout: 1000 });
    await main.getByLabel(w.slot).selectOption({ index: 1 }, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await main.getByRole('button', { name: w.submit }).click();
  await expect(main.getByRole('heading', { name: w.done })).toBeVisible();
}

for (const lang of ['fr', 'ar'] as const) {
  test(`the recipient of two swappable gifts chooses for each, in ${lang}`, async ({ browser }) => {
    test.setTimeout(120_000);
    const w = words[lang];
    const nameOf = (g: ApiGift) => (lang === 'ar' ? g.name.ar! : g.name.fr);
    const { order, path } = await orderAwaitingAddress(browser, lang, `07${run}${lang === 'fr' ? '33' : '44'}`, [offered, teaSet]);

    const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await phone.addCookies([{ name: 'language', value: lang, url: baseURL }]);
    const recipient = await phone.newPage();
    await recipient.goto(path);
    const main = recipient.getByRole('main');

    await test.step('one choice per gift, each naming the gift it replaces', async () => {
      await main.getByRole('button', { name: w.open }).click();
      const forRoses = main.getByRole('group', { name: w.insteadOf(nameOf(offered)) });
      const forTea = main.getByRole('group', { name: w.insteadOf(nameOf(teaSet)) });
      await forRoses.getByRole('radio', { name: nameOf(chosen) }).check();
      await forTea.getByRole('radio', { name: nameOf(dates) }).check();
      // The candle costs more than the tea set was paid: not offered in its place.
      await expect(forTea.getByRole('radio', { name: nameOf(chosen) })).toHaveCount(0);
      await expect(main.getByRole('status').filter({ hasText: nameOf(dates) })).toBeVisible();
      await expect(main.getByText(/\bMAD\b|\bDH\b|درهم|\d+[.,]\d{2}/)).toHaveCount(0);
      await expectNoAxeViolations(recipient);
      if (shots) {
        mkdirSync(shots, { recursive: true });
        await recipient.screenshot({ path: `${shots}/choices-${lang}-390.png`, fullPage: true });
        await recipient.setViewportSize({ width: 1280, height: 900 });
        await recipient.screenshot({ path: `${shots}/choices-${lang}-1280.png`, fullPage: true });
        await recipient.setViewportSize({ width: 390, height: 844 });
      }
    });

    await test.step('then the address: both lines become the gifts chosen', async () => {
      await giveAddress(main, w);
      await expect(main.getByText(nameOf(dates))).toBeVisible();
      const seen = (await (await admin.get(`/api/orders/${order.id}`)).json()) as { items: { giftId: string }[] };
      expect(seen.items.map((i) => i.giftId).sort()).toEqual([chosen.id, dates.id].sort());
    });
    await phone.close();
  });
}
