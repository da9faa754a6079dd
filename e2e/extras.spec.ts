import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './fixtures.js';
import { signInAdmin } from './admin-session.js';
import { useLanguage } from './axe.js';
import { cheapestPhysicalGift, checkoutWith } from './shopper.js';

const adminState = join(mkdtempSync(join(tmpdir(), 'extras-e2e-')), 'admin.json');
writeFileSync(adminState, JSON.stringify({ cookies: [], origins: [] }));
let owner: APIRequestContext;
// Pictures of the owner's edit form, for a person to look at; written with the run's other outputs.
const shots = join('test-results', 'extras-screens');
mkdirSync(shots, { recursive: true });
const adminExtras = JSON.parse(readFileSync('src/web/i18n/locales/ar/admin-extras.json', 'utf8')) as { editLabel: string; form: { price: string; save: string } };
const fill = (text: string, name: string) => text.replace('{{name}}', name);

test.beforeAll(async ({ playwright }) => {
  owner = await signInAdmin(playwright, adminState);
});
test.afterAll(async () => {
  await owner.dispose();
});

/** Every extra this file made is paused at the end: other journeys' checkouts do not offer them. */
const made: string[] = [];
test.afterEach(async () => {
  for (const id of made.splice(0)) await owner.patch(`/api/admin/extras/${id}`, { data: { active: false } });
});

/** Ticks an extra and waits for the quote that prices it. */
async function tick(page: Page, name: string) {
  const quoted = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/orders/quote' && (r.request().postData() ?? '').includes('extras'),
  );
  await page.getByRole('checkbox', { name: new RegExp(name) }).check();
  return (await (await quoted).json()) as { total: string; extras: { extraId: string; lineTotal: string }[] };
}

async function placeByTransfer(page: Page, transferLabel: RegExp, confirmLabel: RegExp) {
  await page.getByRole('radio', { name: transferLabel }).check();
  const placed = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/orders');
  await page.getByRole('button', { name: confirmLabel }).click();
  const res = await placed;
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; totalAmount: string; extras: { extraId: string; quantity: number; price: string }[] };
}

test('the owner creates an extra and changes its price; a shopper adds it at checkout at that price, pays it, and finds it on the order', async ({ browser }) => {
  // Two owner screens and a whole checkout: the longest of these journeys.
  test.setTimeout(240_000);
  const name = `Carte de vœux ${Date.now().toString(36)}`;

  await test.step('the owner creates the card in Extras, for Casablanca only', async () => {
    const context = await browser.newContext({ storageState: adminState });
    const admin = await context.newPage();
    await admin.goto('/admin/extras');
    await expect(admin.getByRole('heading', { level: 1, name: 'Extras' })).toBeVisible({ timeout: 30_000 });
    await admin.getByLabel(/^Nom \(français\)/).fill(name);
    await admin.getByLabel(/^Nom \(arabe\)/).fill('بطاقة تهنئة');
    await admin.getByLabel(/^Prix/).fill('20');
    await admin.getByLabel(/^Stock/).first().fill('5');
    for (const zone of ['Rabat', 'Marrakech', 'Reste du Maroc']) await admin.getByRole('checkbox', { name: zone }).uncheck();
    const created = admin.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/admin/extras');
    await admin.getByRole('button', { name: 'Créer l’extra' }).click();
    made.push(((await (await created).json()) as { id: string }).id);
    const card = admin.getByRole('list', { name: 'Extras' }).getByRole('listitem').filter({ hasText: name });
    await expect(card.getByText('Proposé', { exact: true })).toBeVisible();
    await context.close();
  });

  await test.step('the owner changes its price from its card, at a desk and on a phone', async () => {
    const context = await browser.newContext({ storageState: adminState, viewport: { width: 1280, height: 900 } });
    const admin = await context.newPage();
    await admin.goto('/admin/extras');
    const card = admin.getByRole('list', { name: 'Extras' }).getByRole('listitem').filter({ hasText: name });
    await card.getByRole('button', { name: `Modifier ${name}` }).click();
    await expect(card.getByLabel(/^Prix/)).toHaveValue('20.00');
    await card.screenshot({ path: `${shots}/extra-edit-fr-desktop.png` });
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.screenshot({ path: `${shots}/extra-edit-fr-phone.png`, fullPage: true });
    await card.getByLabel(/^Prix/).fill('25');
    const saved = admin.waitForResponse((r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname === `/api/admin/extras/${made[0]}`);
    await card.getByRole('button', { name: 'Enregistrer les changements' }).click();
    expect((await saved).status()).toBe(200);
    await expect(card).toContainText(/25\sDH/);
    await context.close();
  });

  const shopper = await browser.newContext();
  const page = await shopper.newPage();
  const gift = await cheapestPhysicalGift(page.request);
  const before = await checkoutWith(page, gift, `extras.${Date.now()}@exemple.ma`);

  const order = await test.step('ticked, the card is priced by the shop and counted in the total', async () => {
    const quote = await tick(page, name);
    expect(Number(quote.total)).toBeCloseTo(Number(before.total) + 25, 2);
    await expect(page.getByRole('list', { name: 'Extras' })).toContainText(name);
    return placeByTransfer(page, /^Virement bancaire/, /^Confirmer la commande/);
  });

  await test.step('the order holds it, and its page lists it', async () => {
    expect(order.extras).toEqual([expect.objectContaining({ extraId: made[0], quantity: 1, price: '25.00' })]);
    expect(Number(order.totalAmount)).toBeCloseTo(Number(before.total) + 25, 2);
    await expect(page).toHaveURL(/\/order-success/);
    await page.goto(`/orders/${order.id}`);
    await expect(page.getByRole('main')).toContainText(name);
  });
  await shopper.close();

  await test.step('the owner sees it sold and its stock taken', async () => {
    const list = (await (await owner.get('/api/admin/extras')).json()) as { id: string; stock: number; sold: number }[];
    expect(list.find((e) => e.id === made[0])).toMatchObject({ stock: 4, sold: 1 });
  });
});

test('a gift whose recipient gives the address later takes an extra every city is offered, and the order keeps it', async ({ page }) => {
  test.setTimeout(180_000);
  const name = `Ballon ${Date.now().toString(36)}`;
  const created = await owner.post('/api/admin/extras', {
    data: { name: { fr: name, ar: 'بالون', en: 'Balloon' }, price: '30.00', vatRate: 20, stock: 3, zones: ['casablanca', 'rabat', 'marrakech', 'national'] },
  });
  expect(created.status(), await created.text()).toBe(201);
  made.push(((await created.json()) as { id: string }).id);

  const gift = await cheapestPhysicalGift(page.request);
  await checkoutWith(page, gift, `extras.later.${Date.now()}@exemple.ma`);
  const main = page.getByRole('main');
  const quoted = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/orders/quote');
  await main.getByLabel('Je ne connais pas son adresse').check();
  const withoutAddress = (await (await quoted).json()) as { total: string };

  const order = await test.step('the checkout still offers the extra, priced in the total', async () => {
    const quote = await tick(page, name);
    expect(Number(quote.total)).toBeCloseTo(Number(withoutAddress.total) + 30, 2);
    return placeByTransfer(page, /^Virement bancaire/, /^Confirmer la commande/);
  });
  expect(order.extras).toEqual([expect.objectContaining({ extraId: made[0], quantity: 1, price: '30.00' })]);
});

test('in Arabic, the owner changes the extra’s price; the checkout offers it under its Arabic name at that price and the order shows it', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const ar = JSON.parse(readFileSync('src/web/i18n/locales/ar/extras.json', 'utf8')) as { title: string };
  const checkout = JSON.parse(readFileSync('src/web/i18n/locales/ar/checkout.json', 'utf8')) as Record<string, unknown>;
  const arName = `بالون ${Date.now().toString(36)}`;
  const res = await owner.post('/api/admin/extras', { data: { name: { fr: 'Ballon', ar: arName, en: 'Balloon' }, price: 35, vatRate: 20, stock: 3, zones: ['casablanca'] } });
  expect(res.status(), await res.text()).toBe(201);
  made.push(((await res.json()) as { id: string }).id);

  await test.step('the owner, in Arabic, changes the price from 35 to 40', async () => {
    const context = await browser.newContext({ storageState: adminState, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const admin = await context.newPage();
    await admin.goto('/admin/extras');
    await useLanguage(admin, 'ar');
    await admin.goto('/admin/extras');
    await expect(admin.locator('html')).toHaveAttribute('dir', 'rtl');
    const card = admin.getByRole('listitem').filter({ hasText: arName });
    await card.getByRole('button', { name: fill(adminExtras.editLabel, arName) }).click();
    await admin.screenshot({ path: `${shots}/extra-edit-ar-phone.png`, fullPage: true });
    await admin.setViewportSize({ width: 1280, height: 900 });
    await card.screenshot({ path: `${shots}/extra-edit-ar-desktop.png` });
    await card.getByLabel(new RegExp(`^${adminExtras.form.price.replace(/[()]/g, '.')}`)).fill('40');
    const saved = admin.waitForResponse((r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname === `/api/admin/extras/${made[0]}`);
    await card.getByRole('button', { name: adminExtras.form.save }).click();
    expect((await saved).status()).toBe(200);
    await expect(card.getByRole('button', { name: adminExtras.form.save })).toHaveCount(0);
    await context.close();
  });

  await page.goto('/');
  await useLanguage(page, 'ar');
  const gift = await cheapestPhysicalGift(page.request);
  const before = await checkoutWith(page, gift, `extras.ar.${Date.now()}@exemple.ma`);
  await expect(page.getByRole('heading', { name: ar.title })).toBeVisible();
  const quote = await tick(page, arName);
  expect(Number(quote.total)).toBeCloseTo(Number(before.total) + 40, 2);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const { payment, submit } = checkout as { payment: { transfer: string }; submit: { transfer: string } };
  const order = await placeByTransfer(page, new RegExp(`^${payment.transfer}`), new RegExp(`^${submit.transfer}`));
  expect(order.extras).toEqual([expect.objectContaining({ extraId: made[0], quantity: 1 })]);
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByRole('main')).toContainText(arName);
});
