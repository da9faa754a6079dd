import { expect, test } from './fixtures.js';

/** A gift found by a search engine or shared on WhatsApp: its own address per language, its preview in the first HTML. */
test('a gift shared in Arabic opens in Arabic, stays so once alive, and the visitor can go back to French', async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  // This browser chose French before.
  await context.addInitScript(() => localStorage.getItem('language') ?? localStorage.setItem('language', 'fr'));
  const page = await context.newPage();
  const [gift] = (await (await page.request.get('/api/gifts?limit=1')).json()) as { id: string; name: { fr: string; ar: string } }[];

  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}/gifts/${gift!.id}?lang=ar</loc>`);

  const res = await page.goto(`/gifts/${gift!.id}?lang=ar`);
  const first = await res!.text();
  expect(first).toContain(`<meta property="og:title" content="${gift!.name.ar}">`);
  expect(first).toMatch(/<meta property="og:image" content="http[^"]+-1200\.webp">/);
  expect(first).toContain('"@type":"Product"');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.waitForLoadState('networkidle');
  // Alive, and still Arabic: the address's language won over the one stored in this browser.
  await expect(page.getByRole('heading', { level: 1, name: gift!.name.ar })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  await page.locator('#site-header select').first().selectOption('fr');
  await expect(page.getByRole('heading', { level: 1, name: gift!.name.fr })).toBeVisible();
  // The address no longer names Arabic, so a reload keeps French.
  expect(new URL(page.url()).searchParams.has('lang')).toBe(false);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await context.close();
});

test('a gift shared in English has its English address in the sitemap and opens in English', async ({ page, baseURL }) => {
  const [gift] = (await (await page.request.get('/api/gifts?limit=1')).json()) as { id: string; name: { en: string } }[];
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`hreflang="en" href="${baseURL}/gifts/${gift!.id}?lang=en"`);
  const res = await page.goto(`/gifts/${gift!.id}?lang=en`);
  const attribute = gift!.name.en.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
  expect(await res!.text()).toContain(`<meta property="og:title" content="${attribute}">`);
  await expect(page.getByRole('heading', { level: 1, name: gift!.name.en })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
