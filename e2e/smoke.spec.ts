import { expect, test } from './fixtures.js';

test('the store serves its home page with the shop theme written in', async ({ page }) => {
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
  expect(primary.toLowerCase()).toBe('#d4a574');
});
