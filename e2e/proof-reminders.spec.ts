import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures.js';
import sharp from 'sharp';
import { signInAdmin } from './admin-session.js';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
const adminState = join(mkdtempSync(join(tmpdir(), 'proof-e2e-')), 'admin.json');
writeFileSync(adminState, JSON.stringify({ cookies: [], origins: [] }));
const shots = '/tmp/proof-shots';
mkdirSync(shots, { recursive: true });
const stamp = Date.now().toString(36);
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test.beforeAll(async ({ playwright }) => {
  await (await signInAdmin(playwright, adminState)).dispose();
});

/** A new customer, signed in in this page's browser. */
async function registerCustomer(page: Page, firstName: string) {
  const res = await page.request.post('/api/register', {
    data: { email: `proof.${stamp}.${firstName.toLowerCase()}@exemple.ma`, password: 'Client-secret-24!', firstName },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function placeOrder(page: Page) {
  const gifts = (await (await page.request.get('/api/gifts')).json()) as { id: string; type: string; stock: number | null }[];
  const gift = gifts.find((g) => g.type === 'physical' && (g.stock ?? 0) > 3);
  if (!gift) throw new Error('no physical gift in stock');
  const res = await page.request.post('/api/orders', {
    data: {
      paymentMethod: 'bank_transfer',
      recipientName: 'Fatima Zahra',
      recipientPhone: '0698765432',
      recipientAddress: '12 rue des Orangers, Maârif',
      recipientCity: 'Casablanca',
      items: [{ giftId: gift.id, quantity: 1 }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; orderNumber: string };
}

test('a courier on a phone records a failed attempt, then marks the order delivered with a photo, and the sender sees both', async ({ page, browser }) => {
  await page.setViewportSize(phone.viewport);
  await registerCustomer(page, 'Nadia');
  const order = await placeOrder(page);

  const courier = await browser.newContext({ baseURL, storageState: adminState, ...phone });
  const admin = await courier.newPage();
  expect((await admin.request.patch(`/api/admin/orders/${order.id}/status`, { data: { status: 'processing' } })).status()).toBe(200);

  await test.step('the courier opens the order in the back office', async () => {
    await admin.goto(`/admin/orders?search=${order.orderNumber}`);
    await admin.getByRole('button', { name: `Détails de la commande ${order.orderNumber}` }).click();
  });
  const dialog = admin.getByRole('dialog');

  await test.step('records a failed attempt with its reason', async () => {
    await dialog.getByLabel('Raison de l’échec').fill('Destinataire absent');
    await dialog.getByRole('button', { name: 'Enregistrer une tentative échouée' }).click();
    await expect(dialog.getByText('Tentatives échouées : 1 sur 3 gratuites')).toBeVisible();
    await expect(dialog.getByText(/^1\. \u2068?Destinataire absent/)).toBeVisible();
  });

  await test.step('takes the photo (the camera opens on a phone) and marks the order delivered', async () => {
    const input = dialog.getByLabel('Photo de la livraison');
    await expect(input).toHaveAttribute('accept', 'image/*');
    await expect(input).toHaveAttribute('capture', 'environment');
    const picture = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c08552' } }).jpeg().toBuffer();
    await input.setInputFiles({ name: 'porte.jpg', mimeType: 'image/jpeg', buffer: picture });
    // The chosen picture is named on the shop's own button, in the page's language.
    await dialog.getByText('porte.jpg').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await admin.screenshot({ path: `${shots}/admin-delivery-fr-phone.png` });
    await dialog.getByRole('button', { name: 'Marquer livrée' }).click();
    await expect(admin.getByText('Photo ajoutée : l’expéditeur la reçoit par e-mail').first()).toBeVisible();
    await expect(dialog.getByRole('img', { name: `Photo de la livraison de la commande ${order.orderNumber}` })).toBeVisible();
    await admin.screenshot({ path: `${shots}/admin-delivered-fr-phone.png` });
  });
  await courier.close();

  await test.step('the sender sees the photo and the attempt on the order page', async () => {
    await page.goto(`/orders/${order.id}`);
    const photo = page.getByRole('img', { name: `Photo prise par le livreur lors de la remise du cadeau de la commande ${order.orderNumber}` });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByText('1 tentative de livraison échouée')).toBeVisible();
    await expect(page.getByText('Tentative de livraison échouée').first()).toBeVisible();
    await photo.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/order-photo-fr-phone.png` });
  });

  await test.step('someone else cannot open the photo', async () => {
    const stranger = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    expect((await stranger.request.get(`/api/orders/${order.id}/delivery-photo`)).status()).toBe(404);
    await stranger.close();
  });
});

test('a customer saves an occasion reminder from the profile, only once the consent box is ticked', async ({ page }) => {
  await registerCustomer(page, 'Salma');
  await page.goto('/profile?tab=preferences');
  const section = page.getByRole('region', { name: 'Rappels d’occasions' });
  await expect(section.getByText('Aucune date enregistrée pour l’instant.')).toBeVisible();
  await section.getByRole('button', { name: 'Ajouter une date' }).click();
  await section.getByRole('textbox', { name: 'Prénom de la personne' }).fill('Maman');
  await section.getByRole('combobox', { name: 'Votre lien', exact: true }).selectOption('mother');
  await section.getByRole('combobox', { name: 'Occasion', exact: true }).selectOption('birthday');
  await section.getByRole('combobox', { name: 'Jour', exact: true }).selectOption('29');
  await section.getByRole('combobox', { name: 'Mois', exact: true }).selectOption('2');
  await section.getByRole('combobox', { name: 'Budget (facultatif)', exact: true }).selectOption('200-400');
  const consent = section.getByRole('checkbox', { name: /J’accepte de recevoir un rappel par an/ });
  await expect(consent).not.toBeChecked();

  await section.getByRole('button', { name: 'Enregistrer le rappel' }).click();
  await expect(section.getByText('Cochez la case pour accepter de recevoir ce rappel')).toBeVisible();
  expect(await (await page.request.get('/api/reminders')).json()).toEqual([]);

  await consent.check();
  await section.getByRole('button', { name: 'Enregistrer le rappel' }).click();
  await expect(section.getByText('Maman (Mère)')).toBeVisible();
  await expect(section.getByText('Anniversaire · 29 février · par e-mail')).toBeVisible();
  const saved = (await (await page.request.get('/api/reminders')).json()) as { day: number; month: number; budget: string }[];
  expect(saved).toMatchObject([{ day: 29, month: 2, budget: '200-400' }]);

  for (const [lang, width] of [
    ['fr', 1280],
    ['ar', 390],
    ['en', 390],
    ['ar', 1280],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate((l) => localStorage.setItem('language', l), lang);
    await page.goto('/profile?tab=preferences');
    await section.or(page.getByRole('region').filter({ has: page.getByRole('heading', { level: 2 }) })).first().waitFor();
    await page.getByRole('button', { name: /Ajouter une date|إضافة تاريخ|Add a date/ }).click();
    await page.screenshot({ path: `${shots}/profile-reminders-${lang}-${width}.png`, fullPage: true });
  }
});
