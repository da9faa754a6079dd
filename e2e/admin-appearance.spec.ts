import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures.js';
import { expectNoAxeViolations, useLanguage } from './axe.js';
import { signInAdmin } from './admin-session.js';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
const adminState = join(mkdtempSync(join(tmpdir(), 'appearance-e2e-')), 'admin.json');
writeFileSync(adminState, JSON.stringify({ cookies: [], origins: [] }));
const stamp = Date.now().toString(36).toUpperCase();
const signedOut = { cookies: [], origins: [] };

test.beforeAll(async ({ playwright }) => {
  await (await signInAdmin(playwright, adminState)).dispose();
});

const toastRegion = (page: Page) => page.getByRole('region', { name: /^Notifications/ });
const flag = (page: Page) => page.getByTestId('unsaved-flag').first();

test.describe('appearance and content, signed in as the admin', () => {
  test.use({ storageState: adminState });

  test('the primary colour and the home title change in the preview, then on the home page from its first HTML', async ({ page, browser }) => {
    const original = (await (await page.request.get('/api/appearance')).json()) as { primaryColor: string; heroTitle: Record<string, string> };
    const title = `Des cadeaux qui font sourire ${stamp}`;
    const primary = original.primaryColor.toUpperCase() === '#1E6F5C' ? '#7A3E9D' : '#1E6F5C';
    const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

    try {
      await test.step('the editor opens with nothing unsaved, axe clean in French', async () => {
        await page.goto('/admin/settings?tab=appearance');
        await expect(page.getByRole('tab', { name: 'Apparence' })).toBeVisible();
        await expect(flag(page)).toHaveText('Tout est enregistré');
        await expectNoAxeViolations(page);
      });

      await test.step('a change is flagged and shown in the preview; cancel discards it', async () => {
        const input = page.getByLabel('Couleur principale', { exact: true });
        await input.fill('#000000');
        await expect(flag(page)).toHaveText('Modifications non enregistrées');
        await expect(page.getByTestId('preview-button')).toHaveCSS('background-color', 'rgb(0, 0, 0)');
        // Black gets white text; a mid grey reads under 4.5:1 either way, and the editor says so.
        await expect(page.getByTestId('preview-button')).toHaveCSS('color', 'rgb(255, 255, 255)');
        await input.fill('#808080');
        await expect(page.getByRole('status').filter({ hasText: 'Contraste 4,4:1' })).toBeVisible();
        await page.getByRole('button', { name: 'Annuler les modifications' }).click();
        await expect(flag(page)).toHaveText('Tout est enregistré');
        await expect(input).toHaveValue(original.primaryColor);
      });

      await test.step('the new colour and French title show in the preview before saving', async () => {
        await page.getByLabel('Couleur principale', { exact: true }).fill(primary);
        await expect(page.getByTestId('preview-button')).toHaveCSS('background-color', rgb(primary));
        await page.getByRole('tab', { name: 'Textes' }).click();
        await page.getByLabel('Titre d’accueil · Français', { exact: true }).fill(title);
        await expect(page.getByTestId('preview-title')).toHaveText(title);
        await expect(flag(page)).toHaveText('Modifications non enregistrées');
        await page.getByRole('button', { name: 'Enregistrer' }).click();
        await expect(toastRegion(page).getByText('Apparence mise à jour')).toBeVisible();
        await expect(flag(page)).toHaveText('Tout est enregistré');
      });

      await test.step('the next HTML carries the new theme in its <style>, before any script runs', async () => {
        const visitor = await browser.newContext({ baseURL, storageState: signedOut });
        const html = await (await visitor.request.get('/')).text();
        expect(/<style>([^<]*)<\/style>/.exec(html)?.[1]).toContain(`--color-primary:${primary}`);
        expect(html).toContain(title);
        // With scripts off, the page still paints with the new colour: no flash of the old theme.
        const noScript = await browser.newContext({ baseURL, storageState: signedOut, javaScriptEnabled: false });
        const bare = await noScript.newPage();
        await bare.goto('/');
        expect(await bare.locator('html').evaluate((el) => getComputedStyle(el).getPropertyValue('--color-primary').trim())).toBe(primary);
        await noScript.close();

        const home = await visitor.newPage();
        await home.goto('/');
        await expect(home.getByRole('heading', { level: 1 })).toHaveText(title);
        expect(await home.locator('html').evaluate((el) => getComputedStyle(el).getPropertyValue('--color-primary').trim())).toBe(primary);
        // Text on the new, dark primary turns white, so its buttons stay readable.
        expect(await home.locator('html').evaluate((el) => getComputedStyle(el).getPropertyValue('--color-on-primary').trim())).toBe('#ffffff');
        await visitor.close();
      });

      await test.step('axe clean in Arabic', async () => {
        await useLanguage(page, 'ar');
        await expect(page.getByRole('tab', { name: 'المظهر' })).toBeVisible();
        await expectNoAxeViolations(page);
        await useLanguage(page, 'fr');
      });
    } finally {
      const res = await page.request.post('/api/appearance', {
        headers: { origin: baseURL },
        data: { primaryColor: original.primaryColor, heroTitle: original.heroTitle },
      });
      expect(res.status()).toBe(200);
    }
  });

  test('the FAQ edited in the back office is the one on /faq, one entry per ## heading', async ({ page, browser }) => {
    const question = `Livrez-vous à Essaouira ${stamp} ?`;
    await page.goto('/admin/content');
    await expect(page.getByRole('tab', { name: 'Confidentialité' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'FAQ' }).click();
    const source = page.getByLabel('Texte en Markdown · Questions fréquentes · Français');
    const before = await source.inputValue();
    const { isDefault: wasDefault } = (await (await page.request.get('/api/admin/content/faq')).json()) as { isDefault: boolean };
    const preview = page.getByRole('tabpanel', { name: 'FAQ' }).getByTestId('content-preview');
    await expect(preview.getByRole('button').first()).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'FAQ' }).getByRole('link', { name: /Voir la page \/faq/ })).toHaveAttribute('target', '_blank');

    try {
      await source.fill(`## ${question}\n\nOui, en 48 h.<script>document.title='x'</script>\n\n## Puis-je payer en espèces ?\n\nNon.`);
      await expect(page.getByRole('tabpanel', { name: 'FAQ' }).getByText('Modifications non enregistrées')).toBeVisible();
      await expect(preview.getByRole('button', { name: question })).toBeVisible();
      await expect(preview.getByRole('button')).toHaveCount(2);
      await page.getByRole('tabpanel', { name: 'FAQ' }).getByRole('button', { name: 'Enregistrer' }).click();
      await expect(toastRegion(page).getByText('Contenu sauvegardé')).toBeVisible();

      const visitor = await browser.newPage({ baseURL, storageState: signedOut });
      await visitor.goto('/faq');
      const entry = visitor.getByRole('button', { name: question });
      await expect(entry).toBeVisible();
      await entry.click();
      await expect(visitor.getByText('Oui, en 48 h.')).toBeVisible();
      expect(await visitor.title()).not.toBe('x');
      await visitor.close();

      await useLanguage(page, 'ar');
      await expect(page.getByRole('tab', { name: 'الخصوصية' })).toBeVisible();
      await expectNoAxeViolations(page);
      await useLanguage(page, 'fr');
    } finally {
      // Back to what it was: the saved text, or empty for the shop's default.
      const res = await page.request.post('/api/settings', { headers: { origin: baseURL }, data: { key: 'faq_content', value: wasDefault ? '' : before } });
      expect(res.status()).toBe(200);
    }
  });
});
