import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures.js';
import { useLanguage } from './axe.js';
import { senditDouble } from '../src/server/modules/parcels/carriers/sendit-double.js';
import { pdfRuns } from '../src/server/lib/pdf/test-pdf.js';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
const shots = '/tmp/courier-shots';
mkdirSync(shots, { recursive: true });
const phone = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

interface ApiGift {
  id: string;
  type: 'physical' | 'digital';
  stock: number | null;
}

const sendit = senditDouble({ publicKey: 'pk_e2e_shop', secretKey: 'sk_e2e_shop' });
let served: Awaited<ReturnType<typeof sendit.listen>>;
let admin: APIRequestContext;
let previousProvider = 'own';

// The shop is switched to Sendit, pointed at a local double, for this file only; its own couriers come back after.
test.beforeAll(async ({ playwright }) => {
  served = await sendit.listen();
  admin = await playwright.request.newContext({ baseURL });
  const login = await admin.post('/api/login', { data: { email: 'admin@e2e.test', password: 'admin-e2e-password' } });
  expect(login.status(), await login.text()).toBe(200);
  previousProvider = ((await (await admin.get('/api/settings')).json()) as { courier_provider: string }).courier_provider;
});
test.afterAll(async () => {
  await admin.post('/api/settings', { data: { key: 'courier_provider', value: previousProvider } });
  await admin.dispose();
  await served.close();
});

/** A paid order in preparation, to deliver in Casablanca on the calendar's second date. */
async function paidOrder(recipientName: string) {
  const gifts = (await (await admin.get('/api/gifts')).json()) as ApiGift[];
  const gift = gifts.find((g) => g.type === 'physical' && (g.stock ?? 0) > 3);
  if (!gift) throw new Error('no physical gift in stock');
  const calendar = (await (await admin.get('/api/delivery-slots?city=Casablanca&days=30')).json()) as { days: { date: string; slots: string[] }[] };
  const day = calendar.days.filter((d) => d.slots.length > 0)[1];
  if (!day) throw new Error('the calendar offers no date');
  const res = await admin.post('/api/orders', {
    data: {
      paymentMethod: 'bank_transfer',
      recipientName,
      recipientPhone: '0698765432',
      recipientAddress: '12 rue des Orangers, Maârif',
      recipientCity: 'Casablanca',
      deliveryDate: day.date,
      deliverySlot: day.slots[0],
      items: [{ giftId: gift.id, quantity: 1 }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const order = (await res.json()) as { id: string; orderNumber: string; deliveryDate: string };
  expect((await admin.patch(`/api/admin/orders/${order.id}/status`, { data: { status: 'processing' } })).status()).toBe(200);
  return order;
}

const adminPage = async (browser: Browser): Promise<Page> => {
  const context = await browser.newContext({ baseURL, storageState: await admin.storageState(), ...phone });
  return context.newPage();
};

test('on a phone, the owner connects Sendit, creates the day’s parcels once, prints their labels and follows them to the customer', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const first = await paidOrder('Fatima Zahra');
  const second = await paidOrder('Youssef Alaoui');
  const owner = await adminPage(browser);

  await test.step('Paramètres: Sendit chosen, its address and keys saved, the secret masked', async () => {
    await owner.goto('/admin/settings');
    await owner.getByRole('tab', { name: 'API & Intégrations' }).click();
    await owner.getByLabel('Livraison des colis').selectOption('sendit');
    await owner.getByLabel('Adresse de l’API Sendit').fill(served.url);
    await owner.getByLabel('Clé publique Sendit').fill('pk_e2e_shop');
    await owner.getByLabel('Clé secrète Sendit').fill('sk_e2e_shop');
    await owner.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(owner.getByRole('region', { name: /^Notifications/ }).getByText('Paramètres sauvegardés')).toBeVisible();
    await owner.reload();
    await owner.getByRole('tab', { name: 'API & Intégrations' }).click();
    await expect(owner.getByLabel('Clé secrète Sendit')).not.toHaveValue('sk_e2e_shop');
  });

  await test.step('À livrer: one tap creates the parcels of the ticked order, a second tap makes no other', async () => {
    await owner.goto('/admin/deliveries');
    await owner.getByRole('checkbox', { name: `Choisir la commande ${first.orderNumber}` }).check();
    await owner.getByRole('button', { name: 'Créer le colis de la commande choisie' }).click();
    await expect(owner.getByRole('region', { name: /^Notifications/ }).getByText('1 colis créé chez Sendit')).toBeVisible();
    const line = owner.getByRole('listitem').filter({ hasText: first.orderNumber });
    await expect(line.getByText('Créé chez le transporteur')).toBeVisible();
    await expect(owner.getByRole('checkbox', { name: `Choisir la commande ${first.orderNumber}` })).toHaveCount(0);
    await owner.screenshot({ path: `${shots}/deliveries-fr-phone.png`, fullPage: true });
    // Pressed again (a second tab, an impatient thumb): the order keeps its one parcel.
    expect((await admin.post('/api/admin/parcels', { data: { orderIds: [first.id] } })).ok()).toBe(true);
    expect([...sendit.deliveries.values()].filter((d) => d.body.reference === first.orderNumber)).toHaveLength(1);
  });

  await test.step('the labels and the delivery slips open as one PDF: each parcel’s label, then its slip', async () => {
    const pdf = await admin.get(`/api/admin/parcels/labels.pdf?date=${first.deliveryDate}`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const body = await pdf.body();
    writeFileSync(`${shots}/labels-fr.pdf`, body);
    const pages = await pdfRuns(body);
    const slip = pages.findIndex((runs) => runs.some((r) => r.str.includes(first.orderNumber)) && runs.some((r) => r.str === 'Fatima Zahra'));
    expect(slip).toBeGreaterThan(0);
    const code = [...sendit.deliveries.values()].find((d) => d.body.reference === first.orderNumber)!.code;
    expect(pages[slip - 1]?.some((r) => r.str.includes(code))).toBe(true);
    await expect(owner.getByRole('link', { name: 'Étiquettes et bons (PDF)' }).first()).toHaveAttribute('href', `/api/admin/parcels/labels.pdf?date=${first.deliveryDate}`);
  });

  await test.step('Sendit delivers: the status is read, the order is delivered, the customer’s tracking page says so', async () => {
    const code = [...sendit.deliveries.values()].find((d) => d.body.reference === first.orderNumber)!.code;
    sendit.setStatus(code, 'DELIVERED');
    await owner.getByRole('button', { name: 'Actualiser les statuts' }).first().click();
    await expect(owner.getByRole('region', { name: /^Notifications/ }).getByText('1 statut mis à jour')).toBeVisible();
    // Delivered, the order leaves the round; the second one waits for its parcel.
    await expect(owner.getByRole('listitem').filter({ hasText: first.orderNumber })).toHaveCount(0);
    await expect(owner.getByRole('listitem').filter({ hasText: second.orderNumber })).toBeVisible();

    await page.setViewportSize(phone.viewport);
    await page.goto('/track');
    // The storefront's code may come late on a busy machine: the form is there once it has.
    await expect(page.getByLabel('Numéro de commande')).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('Numéro de commande').fill(first.orderNumber);
    await page.getByLabel('Téléphone du destinataire').fill('06 98 76 54 32');
    await page.getByRole('button', { name: 'Suivre' }).click();
    await expect(page.getByText('Colis livré')).toBeVisible();
    await expect(page.getByText(code)).toBeVisible();
    await page.screenshot({ path: `${shots}/track-fr-phone.png`, fullPage: true });
  });

  await test.step('in Arabic, the screen reads right to left and creates the second order’s parcel', async () => {
    await useLanguage(owner, 'ar');
    await owner.goto('/admin/deliveries');
    await expect(owner.locator('html')).toHaveAttribute('dir', 'rtl');
    await owner.getByRole('checkbox', { name: `اختيار الطلب \u2068${second.orderNumber}\u2069` }).check();
    await owner.getByRole('button', { name: 'إنشاء طرد الطلب المختار' }).click();
    await expect(owner.getByRole('listitem').filter({ hasText: second.orderNumber }).getByText('مُسجَّل لدى شركة التوصيل')).toBeVisible();
    await owner.screenshot({ path: `${shots}/deliveries-ar-phone.png`, fullPage: true });
  });

  await test.step('a shop that speaks Arabic prints its slips in Arabic', async () => {
    const language = ((await (await admin.get('/api/settings')).json()) as { default_language: string }).default_language;
    await admin.post('/api/settings', { data: { key: 'default_language', value: 'ar' } });
    const pdf = await admin.get(`/api/admin/parcels/labels.pdf?date=${second.deliveryDate}`);
    await admin.post('/api/settings', { data: { key: 'default_language', value: language } });
    const body = await pdf.body();
    writeFileSync(`${shots}/labels-ar.pdf`, body);
    const slip = (await pdfRuns(body)).find((runs) => runs.some((r) => r.str.includes(second.orderNumber)) && runs.some((r) => r.str === 'Youssef Alaoui'));
    expect(slip?.some((r) => /[\u0600-\u06FF]/.test(r.str))).toBe(true);
  });
});
