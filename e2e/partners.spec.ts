import { expect, test } from './fixtures.js';
import { expectNoAxeViolations } from './axe.js';
import { signInAdmin } from './admin-session.js';

test('the owner adds a partner, whose counter then sees only the gift codes, until the owner takes its access away', async ({ page, browser, playwright }, info) => {
  const email = `comptoir.${Date.now()}@spa-atlas.ma`;
  const password = 'Comptoir-Atlas-2026';
  const state = info.outputPath('admin.json');
  await signInAdmin(playwright, state);
  const owner = await browser.newContext({ storageState: state });
  const desk = await owner.newPage();

  await test.step('the owner adds the spa in Partenaires', async () => {
    await desk.goto('/admin/partners');
    await expect(desk.getByRole('heading', { level: 1, name: 'Partenaires' })).toBeVisible();
    await desk.getByLabel(/^Nom du partenaire/).fill('Spa Atlas');
    await desk.getByLabel(/^Adresse e-mail de connexion/).fill(email);
    await desk.getByLabel(/^Mot de passe/).fill(password);
    await desk.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(desk.getByText(email)).toBeVisible();
    await expectNoAxeViolations(desk);
  });

  await test.step('the spa signs in and has the gift codes screen only', async () => {
    await page.goto('/auth');
    await page.getByLabel('Adresse email').fill(email);
    await page.getByLabel(/^Mot de passe/).fill(password);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page).not.toHaveURL(/\/auth/);
    await page.goto('/admin/redeem');
    await expect(page.getByRole('heading', { level: 1, name: 'Codes cadeaux' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: /administration/i });
    await expect(menu.getByRole('link', { name: 'Codes cadeaux' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Partenaires' })).toHaveCount(0);
    expect((await page.request.get('/api/admin/partners')).status()).toBe(403);
  });

  await test.step('the owner takes the access away; the spa is signed out at once', async () => {
    const card = desk.getByRole('listitem').filter({ hasText: email });
    await card.getByRole('button', { name: 'Retirer l’accès' }).click();
    await desk.getByRole('dialog').getByRole('button', { name: 'Retirer l’accès' }).click();
    await expect(desk.getByText(email)).toHaveCount(0);
    expect((await page.request.get('/api/gift-codes/ABCDEFGHJKLM')).status()).toBe(401);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Codes cadeaux' })).toHaveCount(0);
  });
  await owner.close();
});
