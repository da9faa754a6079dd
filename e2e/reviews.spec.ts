import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures.js';
import { expectNoAxeViolations, useLanguage } from './axe.js';
import { signInAdmin } from './admin-session.js';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
const stamp = Date.now().toString(36);
const states = mkdtempSync(join(tmpdir(), 'reviews-e2e-'));
const adminState = join(states, 'admin.json');
const customerState = join(states, 'customer.json');
for (const file of [adminState, customerState]) writeFileSync(file, JSON.stringify({ cookies: [], origins: [] }));
// Where the screenshots of the screens go when SHOTS is set, to be looked at.
const shots = process.env.SHOTS;

const comment = `Livraison soignée, ma mère a adoré <b>le coffret</b> ${stamp}`;
let order: { id: string; orderNumber: string };
let giftId: string;

test.beforeAll(async ({ playwright }) => {
  const admin = await signInAdmin(playwright, adminState);

  const customer = await playwright.request.newContext({ baseURL });
  const registered = await customer.post('/api/register', {
    data: { email: `avis-${stamp}@exemple.ma`, password: 'Avis-e2e-123', firstName: 'Nadia', lastName: 'Secretname' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const gifts = (await (await customer.get('/api/gifts')).json()) as { id: string; type: string; stock: number | null }[];
  const gift = gifts.find((g) => g.type === 'physical' && (g.stock ?? 0) > 3);
  if (!gift) throw new Error('no physical gift in stock');
  giftId = gift.id;
  const placed = await customer.post('/api/orders', {
    data: {
      paymentMethod: 'bank_transfer',
      recipientName: 'Salma Bennani',
      recipientPhone: '0698765432',
      recipientAddress: '12 rue des Orangers, Maârif',
      recipientCity: 'Rabat',
      senderName: 'Nadia',
      items: [{ giftId: gift.id, quantity: 1 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  order = await placed.json();
  await customer.storageState({ path: customerState });

  const delivered = await admin.patch(`/api/admin/orders/${order.id}/status`, { data: { status: 'delivered' } });
  expect(delivered.status(), await delivered.text()).toBe(200);
  await admin.dispose();
  await customer.dispose();
});

const toast = (page: Page, title: string) => page.getByRole('region', { name: /^Notifications/ }).getByText(title, { exact: true }).first();

async function shoot(page: Page, name: string) {
  if (!shots) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(shots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Tabs from the top of the page until a radio of the first star group has the focus. */
async function tabToFirstStars(page: Page) {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)) === 'radio') return;
  }
  throw new Error('no star radio reached with Tab');
}

test.describe.serial('a customer reviews a delivered order and the admin publishes it', () => {
  test('the customer rates the order with the keyboard only', async ({ browser }) => {
    const context = await browser.newContext({ storageState: customerState });
    const page = await context.newPage();
    await page.goto('/orders');
    await page.getByRole('link', { name: 'Laisser un avis' }).first().click();
    await expect(page).toHaveURL(`/review-order/${order.id}`);
    await expect(page.getByRole('heading', { name: 'Évaluer ma commande' })).toBeVisible();
    await expect(page.getByText(order.orderNumber)).toBeVisible();
    await expect(page.getByText('Salma Bennani')).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'review-order-fr');
    await useLanguage(page, 'ar');
    await expect(page.getByRole('heading', { name: 'تقييم طلبي' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'review-order-ar');
    await useLanguage(page, 'fr');
    await expect(page.getByRole('radiogroup', { name: 'Qualité des articles' })).toBeVisible();

    // No star is chosen for the customer: sending at once names every aspect left.
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await page.getByRole('button', { name: "Envoyer l'évaluation" }).click();
    await expect(toast(page, 'Évaluations manquantes')).toBeVisible();
    await expect(page.getByText('Veuillez évaluer la livraison')).toBeVisible();

    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await tabToFirstStars(page);
    // 5, 4, 5 and 4 stars: Space picks the first star, the arrows the next; the overall rating is their rounded average, 5.
    for (const [i, stars] of [5, 4, 5, 4].entries()) {
      if (i > 0) await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      for (let n = 1; n < stars; n++) await page.keyboard.press('ArrowRight');
    }
    await expect(page.getByText('Veuillez évaluer la livraison')).toHaveCount(0);
    await expect(page.getByRole('radiogroup', { name: 'Qualité des articles' }).getByRole('radio', { name: '5 étoiles sur 5' })).toBeChecked();
    await expect(page.getByRole('radiogroup', { name: 'Service client' }).getByRole('radio', { name: '5 étoiles sur 5' })).toBeChecked();
    await expect(page.getByRole('radiogroup', { name: 'Rapport qualité-prix' }).getByRole('radio', { name: '4 étoiles sur 5' })).toBeChecked();
    await expect(page.getByRole('img', { name: '5 étoiles sur 5' })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.type(comment);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Un suivi par SMS');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: /J'accepte que mon avis soit publié/ })).toBeChecked();
    await page.keyboard.press('Tab'); // Annuler
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: "Envoyer l'évaluation" })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Évaluation envoyée')).toBeVisible();
    await expect(page).toHaveURL('/orders');

    await page.goto(`/review-order/${order.id}`);
    await expect(page.getByRole('heading', { name: 'Évaluation déjà envoyée' })).toBeVisible();
    await context.close();
  });

  test('the admin publishes it in /admin/reviews and the gift page shows it', async ({ browser }) => {
    const context = await browser.newContext({ storageState: adminState });
    const page = await context.newPage();
    await page.goto('/admin/reviews');
    await expect(page.getByRole('heading', { name: 'Avis clients', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: /^En attente/ }).click();
    const card = page.getByRole('article').filter({ hasText: order.orderNumber });
    await expect(card).toContainText(comment);
    await expect(card.getByText('En attente', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'admin-reviews-fr');
    await useLanguage(page, 'ar');
    await expect(page.getByRole('heading', { name: 'آراء العملاء', level: 1 })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'admin-reviews-ar');
    await useLanguage(page, 'fr');

    await page.getByRole('button', { name: /^Tous/ }).click();
    const mine = page.getByRole('article').filter({ hasText: order.orderNumber });
    await expect(mine.getByRole('switch', { name: 'Public' })).toBeChecked();
    await mine.getByRole('switch', { name: 'Publié' }).click();
    await expect(mine.getByRole('switch', { name: 'Publié' })).toBeChecked();
    await expect(mine.locator('header').getByText('Publié', { exact: true })).toBeVisible();
    await context.close();

    const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const gift = await visitor.newPage();
    await gift.goto(`/gifts/${giftId}`);
    const reviews = gift.getByRole('region', { name: /Avis clients/ });
    await expect(reviews.getByText(comment, { exact: true })).toBeVisible();
    await expect(reviews).toContainText('Nadia');
    await expect(reviews).not.toContainText('Secretname');
    await expect(gift.getByRole('img', { name: /^Note moyenne/ }).first()).toBeVisible();
    const structured = JSON.parse((await gift.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(structured).toMatchObject({ '@type': 'Product', aggregateRating: { '@type': 'AggregateRating', reviewCount: expect.any(Number) } });
    await reviews.scrollIntoViewIfNeeded();
    await shoot(gift, 'gift-reviews-fr');
    await useLanguage(gift, 'ar');
    await expect(gift.getByRole('region', { name: /آراء العملاء/ })).toBeVisible();
    await shoot(gift, 'gift-reviews-ar');
    await visitor.close();
  });
});
