import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, whose page waits, after `goto` and `reload`, until a page the server rendered
 * has its code on (`html[data-ready]`, src/web/router.tsx): such a page shows before its code comes
 * (decision 030), and a tap on it before then would do nothing.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const ready = async () => {
      if ((await page.locator('#page-code').count()) > 0) await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    };
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
