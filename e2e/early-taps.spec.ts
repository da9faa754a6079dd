import { expect, test, type Page } from './fixtures.js';

/** Holds back the page's entry script until `release`: the page shows, its code has not come. */
async function codeHeldBack(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The code's download, start and hydration, on a machine that may be busy. */
const CODE_ON = { timeout: 30_000 };
const ready = (page: Page) => page.locator('html[data-ready]').waitFor({ state: 'attached', ...CODE_ON });

test('a tap on "Ajouter au panier" before the page has its code is shown pressed, then replayed exactly once', async ({ page }) => {
  const gifts = (await (await page.request.get('/api/gifts')).json()) as { id: string; type: string; stock: number | null }[];
  const gift = gifts.find((g) => g.type === 'physical' && (g.stock ?? 0) > 5);
  if (!gift) throw new Error('the demo catalogue has no physical gift in stock');
  const release = await codeHeldBack(page);
  await page.goto(`/gifts/${gift.id}`, { waitUntil: 'commit' });

  const add = page.getByRole('button', { name: 'Ajouter au panier' });
  await add.click();
  await expect(add).toHaveAttribute('data-tap-pending', '');
  await expect(page.locator('html[data-ready]')).toHaveCount(0);

  release();
  await expect(page.getByRole('button', { name: 'Panier, 1 article' })).toBeVisible(CODE_ON);
  await expect(add).not.toHaveAttribute('data-tap-pending');
  // Neither lost nor handled twice (by the replay and by React): still one a moment later.
  await page.waitForTimeout(500);
  await expect(page.getByRole('button', { name: 'Panier, 1 article' })).toBeVisible();
});

test('a page scrolled before its code comes stays where the visitor put it once the code is on', async ({ page }) => {
  const release = await codeHeldBack(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.mouse.move(200, 300);
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const scrolled = await page.evaluate(() => window.scrollY);

  release();
  await ready(page);
  await page.waitForTimeout(300);
  // A pixel or two of rounding, never the jump back to the top the page once made.
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(5);
});

test('the cart button tapped before the code comes opens the cart once the code is on', async ({ page }) => {
  const release = await codeHeldBack(page);
  await page.goto('/catalog', { waitUntil: 'commit' });
  await page.getByRole('button', { name: /^Panier/ }).click();
  release();
  await expect(page.getByRole('dialog', { name: /Votre Panier/ })).toBeVisible(CODE_ON);
});

test('the cart button acts once the header is hydrated, while the page within it still waits for its code', async ({ page }) => {
  // The catalogue's own code held back: the header hydrates, the page's body cannot yet.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/catalog-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/catalog', { waitUntil: 'commit' });
  await page.getByRole('button', { name: /^Panier/ }).click();
  await expect(page.getByRole('dialog', { name: /Votre Panier/ })).toBeVisible(CODE_ON);
  await expect(page.locator('html[data-ready]')).toHaveCount(0);
  release();
  await ready(page);
});
