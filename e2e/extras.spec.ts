import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './fixtures.js';
import { signInAdmin } from './admin-session.js';
import { useLanguage } from './axe.js';
import { cheapestPhysicalGift, checkoutWith } from './shopper.js';

const adminState = join(mkdtempSync(join(tmpdir(), 'extras-e2e-')), 'admin.json');
writeFileSync(adminState, JSON.stringify({ cookies: [], origins: [] }));
let owner: APIRequestContext;

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

test('the owner creates an extra; a shopper adds it at checkout, pays it, and finds it on the order', async ({ browser }) => {
  test.setTimeout(150_000);
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

  const shopper = await browser.newContext();
  const page = await shopper.newPage();
  const gift = await cheapestPhysicalGift(page.request);
  const before = await checkoutWith(page, gift, `extras.${Date.now()}@exemple.ma`);

  const order = await test.step('ticked, the card is priced by the shop and counted in the total', async () => {
    const quote = await tick(page, name);
    expect(Number(quote.total)).toBeCloseTo(Number(before.total) + 20, 2);
    await expect(page.getByRole('list', { name: 'Extras' })).toContainText(name);
    return placeByTransfer(page, /^Virement bancaire/, /^Confirmer la commande/);
  });

  await test.step('the order holds it, and its page lists it', async () => {
    expect(order.extras).toEqual([expect.objectContaining({ extraId: made[0], quantity: 1, price: '20.00' })]);
    expect(Number(order.totalAmount)).toBeCloseTo(Number(before.total) + 20, 2);
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

test('in Arabic, the checkout offers the extra under its Arabic name and the order shows it', async ({ page }) => {
  test.setTimeout(120_000);
  const ar = JSON.parse(readFileSync('src/web/i18n/locales/ar/extras.json', 'utf8')) as { title: string };
  const checkout = JSON.parse(readFileSync('src/web/i18n/locales/ar/checkout.json', 'utf8')) as Record<string, unknown>;
  const arName = `بالون ${Date.now().toString(36)}`;
  const res = await owner.post('/api/admin/extras', { data: { name: { fr: 'Ballon', ar: arName, en: 'Balloon' }, price: 35, vatRate: 20, stock: 3, zones: ['casablanca'] } });
  expect(res.status(), await res.text()).toBe(201);
  made.push(((await res.json()) as { id: string }).id);

  await page.goto('/');
  await useLanguage(page, 'ar');
  const gift = await cheapestPhysicalGift(page.request);
  const before = await checkoutWith(page, gift, `extras.ar.${Date.now()}@exemple.ma`);
  await expect(page.getByRole('heading', { name: ar.title })).toBeVisible();
  const quote = await tick(page, arName);
  expect(Number(quote.total)).toBeCloseTo(Number(before.total) + 35, 2);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const { payment, submit } = checkout as { payment: { transfer: string }; submit: { transfer: string } };
  const order = await placeByTransfer(page, new RegExp(`^${payment.transfer}`), new RegExp(`^${submit.transfer}`));
  expect(order.extras).toEqual([expect.objectContaining({ extraId: made[0], quantity: 1 })]);
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByRole('main')).toContainText(arName);
});
