import { test as base, type Locator, type Page } from '@playwright/test';

export * from '@playwright/test';

/** Types a city into the city field (a combobox) and picks it from the list, as a visitor does. */
export async function chooseCity(field: Locator, city: string) {
  await field.fill(city);
  await field.page().getByRole('option').filter({ hasText: city }).first().click();
}

/** Waits until a page the server rendered has its code on; other pages have it on once shown. */
export async function untilReady(page: Page) {
  if ((await page.locator('#page-code').count()) > 0) await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

/**
 * Playwright's `test`, whose page waits, after `goto` and `reload`, until a page the server rendered
 * has its code on (`html[data-ready]`, src/web/router.tsx): such a page shows before its code comes
 * (decision 030), and a tap on it before then would do nothing. A page opened from `browser` is
 * not this one: call `untilReady` after its `goto` before tapping what needs the code.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const ready = () => untilReady(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await ready();
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await ready();
      return response;
    };
    await use(page);
  },
});
