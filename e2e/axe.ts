import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from './fixtures.js';

/** Fails with the list of violations when axe finds any on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  expect(summary).toEqual([]);
}

/** Switches the storefront's language the way a stored choice does, then reloads. */
export async function useLanguage(page: Page, lang: 'fr' | 'ar' | 'en') {
  await page.evaluate((l) => localStorage.setItem('language', l), lang);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}
