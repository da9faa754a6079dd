import { expect, test, type Page } from './fixtures.js';
import { expectNoAxeViolations, useLanguage } from './axe.js';

interface ApiGift {
  id: string;
  name: { fr: string; ar?: string };
  price: string;
  type: 'physical' | 'digital';
  stock: number | null;
  categoryId: string | null;
}

async function orderableGift(page: Page): Promise<ApiGift> {
  const gifts = (await (await page.request.get('/api/gifts')).json()) as ApiGift[];
  const gift = gifts.find((g) => g.type === 'physical' && (g.stock ?? 0) > 5);
  if (!gift) throw new Error('the demo catalogue has no physical gift in stock');
  return gift;
}

test('a visitor finds a gift, puts it in the cart, and the cart survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The header stays the same element from page to page: the store layout does not remount.
  await page.locator('header').first().evaluate((header) => header.setAttribute('data-first-page', ''));
  await page.getByRole('navigation').getByRole('link', { name: 'Catalogue' }).first().click();
  await expect(page).toHaveURL(/\/catalog/);
  await expect(page.getByText(/\d+ cadeaux trouvés/)).toBeVisible();
  await expect(page.locator('header[data-first-page]')).toHaveCount(1);

  // Search is accent- and case-insensitive, and lives in the URL.
  const gift = await orderableGift(page);
  const word = gift.name.fr.split(/\s+/).find((w) => w.length > 4) ?? gift.name.fr;
  const unaccented = word.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase();
  await page.getByLabel('Rechercher').fill(unaccented);
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByRole('link', { name: new RegExp(gift.name.fr.slice(0, 12)) }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Rechercher')).toHaveValue(unaccented);

  // A price range that excludes everything gives the empty state.
  await page.getByLabel('Rechercher').fill('');
  await page.getByLabel('Prix minimum').fill('999999');
  await expect(page.getByRole('heading', { name: 'Aucun cadeau trouvé' })).toBeVisible();
  await page.getByRole('button', { name: 'Réinitialiser les filtres' }).click();
  await expect(page.getByText(/\d+ cadeaux trouvés/)).toBeVisible();

  // The gift page: quantity 2, add to cart.
  await page.goto(`/gifts/${gift.id}`);
  await expect(page.getByRole('heading', { level: 1, name: gift.name.fr })).toBeVisible();
  await page.getByRole('button', { name: 'Augmenter la quantité' }).click();
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByText(`${gift.name.fr} a été ajouté à votre panier`, { exact: true })).toBeVisible();

  const cartButton = page.getByRole('button', { name: 'Panier, 2 articles' });
  await expect(cartButton).toBeVisible();
  await cartButton.click();
  const panel = page.getByRole('dialog', { name: 'Votre Panier (2 articles)' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(gift.name.fr)).toBeVisible();
  const total = (Number(gift.price) * 2).toLocaleString('fr-FR', { useGrouping: true }).replace(/\u202f/g, ' ');
  await expect(panel.getByText(new RegExp(`${total.replace(/\s/g, '\\s')}\\s?DH`)).first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Panier, 2 articles' })).toBeVisible();
});

test('the catalogue shows 24 gifts, "Voir plus de cadeaux" adds the next 24 in place, and the URL keeps the page', async ({ page }) => {
  const total = Number((await page.request.get('/api/gifts?limit=1')).headers()['x-total-count']);
  expect(total).toBeGreaterThan(48); // the demo catalogue: 49 gifts
  const cards = page.locator('section[aria-labelledby="catalog-results-count"] li');
  await page.goto('/catalog');
  await expect(page.getByText(`${total} cadeaux trouvés`)).toBeVisible();
  await expect(cards).toHaveCount(24);
  const more = page.getByRole('link', { name: 'Voir plus de cadeaux', exact: true });
  await expect(more).toHaveAttribute('href', '?page=2');

  // No new document: the page that was there before the click is still the same one.
  await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
  await more.click();
  await expect(cards).toHaveCount(48);
  await expect(page).toHaveURL(/\/catalog\?page=2$/);
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  await expect(more).toHaveAttribute('href', '?page=3');

  await page.goto('/catalog?page=3');
  await expect(cards).toHaveCount(total);
  await expect(more).toHaveCount(0);
});

test('an unknown gift shows "Cadeau introuvable" with a way back', async ({ page }) => {
  await page.goto('/gifts/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Cadeau introuvable' })).toBeVisible();
  await expect(page.getByText("Ce cadeau n'existe pas ou n'est plus disponible.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour au catalogue' })).toBeVisible();
});

test('an unknown path shows the English 404 page and answers HTTP 404', async ({ page }) => {
  const answer = await page.goto('/nowhere-to-be-found');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect((await page.goto('/catalog'))?.status()).toBe(200);
});

test('switching to Arabic mirrors the page and keeps the choice', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/catalog');
  const logoBox = async () => (await page.getByRole('banner').getByRole('link').first().boundingBox())!;
  const before = await logoBox();
  await page.getByRole('banner').getByLabel('Langue').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const after = await logoBox();
  // The brand moves from the left edge to the right edge.
  expect(before.x).toBeLessThan(200);
  expect(after.x).toBeGreaterThan(800);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');
});

for (const lang of ['fr', 'ar'] as const) {
  test(`axe finds no violations on home, catalogue and gift page in ${lang}`, async ({ page }) => {
    const gift = await orderableGift(page);
    await page.goto('/');
    await useLanguage(page, lang);
    for (const path of ['/', '/catalog', `/gifts/${gift.id}`]) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    }
  });
}
