import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './fixtures.js';
import { expectNoAxeViolations, useLanguage } from './axe.js';
import { signInAdmin } from './admin-session.js';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
// One sign-in for the whole file: the login limit counts every attempt from 127.0.0.1.
const adminState = join(mkdtempSync(join(tmpdir(), 'settings-e2e-')), 'admin.json');
writeFileSync(adminState, JSON.stringify({ cookies: [], origins: [] }));
const shots = process.env.SCREENSHOTS_DIR;

let admin: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  admin = await signInAdmin(playwright, adminState);
});

const setSetting = async (key: string, value: unknown) => {
  const res = await admin.post('/api/settings', { data: { key, value } });
  expect(res.status(), await res.text()).toBe(200);
};

test.afterAll(async () => {
  // Whatever happened, the shop opens again for the other journeys.
  await setSetting('maintenance_mode', false);
  await admin.dispose();
});

const toastRegion = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

test.describe('platform settings, signed in as the admin', () => {
  test.use({ storageState: adminState });

  test('the admin changes a setting and finds it saved after a reload; a wrong value is refused with its reason', async ({ page }) => {
    await page.goto('/admin/settings');
    const maxItems = page.getByLabel('Articles maximum par commande');
    await expect(maxItems).toHaveValue('10');
    await maxItems.fill('60');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('La valeur doit être comprise entre 1 et 50')).toBeVisible();
    await maxItems.fill('12');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toastRegion(page).getByText('Paramètres sauvegardés')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Articles maximum par commande')).toHaveValue('12');

    // Entreprise: the bank details for transfers.
    await page.getByRole('tab', { name: 'Entreprise' }).click();
    await expect(page).toHaveURL(/tab=company/);
    await page.getByLabel('BIC / SWIFT').fill('BMCEMAMC');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toastRegion(page).getByText('Paramètres sauvegardés')).toBeVisible();
    expect((await (await page.request.get('/api/settings')).json()).bank_bic).toBe('BMCEMAMC');

    // Livraison: the express fee shows only while express delivery is on.
    await page.getByRole('tab', { name: 'Livraison' }).click();
    await expect(page.getByLabel('Frais express (DH)')).toBeVisible();
    await page.getByRole('switch', { name: 'Livraison express' }).click();
    await expect(toastRegion(page).getByText('Paramètre mis à jour')).toBeVisible();
    await expect(page.getByLabel('Frais express (DH)')).toBeHidden();
    await page.getByRole('switch', { name: 'Livraison express' }).click();
    await expect(page.getByLabel('Frais express (DH)')).toBeVisible();
    await setSetting('max_order_items', 10);
  });

  test('maintenance on: a visitor gets the maintenance page, the admin keeps working and sees the banner', async ({ page, browser }) => {
    await page.goto('/admin/settings');
    await page.getByRole('switch', { name: 'Mode maintenance' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Fermer la boutique' }).click();
    await expect(toastRegion(page).getByText('Paramètre mis à jour')).toBeVisible();
    await expect(page.getByText('Boutique fermée (maintenance)')).toBeVisible();
    try {
      // axe needs a page of its own context.
      const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
      const visitor = await context.newPage();
      const res = await visitor.goto('/catalog');
      expect(res?.status()).toBe(503);
      expect(res?.headers()['retry-after']).toBeTruthy();
      await expect(visitor.getByRole('heading', { name: 'Cadeaux Maroc est en maintenance' })).toBeVisible();
      await expectNoAxeViolations(visitor);
      if (shots) {
        await visitor.screenshot({ path: join(shots, 'maintenance-fr-1280.png'), fullPage: true });
        await visitor.setViewportSize({ width: 390, height: 844 });
        await visitor.setExtraHTTPHeaders({ 'accept-language': 'ar' });
        await visitor.reload();
        await visitor.screenshot({ path: join(shots, 'maintenance-ar-390.png'), fullPage: true });
      }
      // The admin still browses the shop, told that it is closed.
      await page.goto('/catalog');
      await expect(page.getByText('Boutique fermée pour maintenance')).toBeVisible();
      await context.close();
    } finally {
      await page.goto('/admin/settings');
      await page.getByRole('switch', { name: 'Mode maintenance' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Rouvrir la boutique' }).click();
      await expect(page.getByRole('switch', { name: 'Mode maintenance' })).toHaveAttribute('aria-checked', 'false');
    }
    const reopened = await page.request.get('/api/settings');
    expect((await reopened.json()).maintenance_mode).toBe(false);
  });

  for (const lang of ['fr', 'ar'] as const) {
    test(`axe finds no violations on the settings tabs and the inbox in ${lang}`, async ({ page, playwright }) => {
      const visitor = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
      await visitor.post('/api/contact', { data: { name: 'Salma', email: 'salma@exemple.ma', subject: `Livraison ${lang}`, message: 'Livrez-vous à Ifrane ?' } });
      await visitor.dispose();
      await page.goto('/admin/settings');
      await useLanguage(page, lang);
      for (const tab of ['general', 'company', 'delivery', 'integrations', 'appearance']) {
        await page.goto(`/admin/settings?tab=${tab}`);
        await expect(page.getByRole('tabpanel').first()).toBeVisible();
        await expectNoAxeViolations(page);
        // On a phone, nothing sticks out sideways.
        await page.setViewportSize({ width: 390, height: 844 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        for (const width of shots ? [390, 1280] : []) {
          await page.setViewportSize({ width, height: 900 });
          await page.screenshot({ path: join(shots!, `settings-${tab}-${lang}-${width}.png`), fullPage: true });
        }
        await page.setViewportSize({ width: 1280, height: 720 });
      }
      await page.goto('/admin/inbox');
      await expect(page.getByText(`Livraison ${lang}`)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('switch').first().click();
      await expect(page.getByRole('switch').first()).toHaveAttribute('aria-checked', 'true');
      await page.getByRole('tab').nth(1).click();
      await expect(page).toHaveURL(/tab=subscribers/);
      await expectNoAxeViolations(page);
      for (const width of shots ? [390, 1280] : []) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/admin/inbox');
        await expect(page.getByText(`Livraison ${lang}`)).toBeVisible();
        await page.screenshot({ path: join(shots!, `inbox-${lang}-${width}.png`), fullPage: true });
      }
    });
  }
});
