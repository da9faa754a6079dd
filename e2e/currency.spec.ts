import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures.js';
import { signInAdmin } from './admin-session.js';
import { useLanguage } from './axe.js';

const adminState = join(mkdtempSync(join(tmpdir(), 'currency-e2e-')), 'admin.json');
writeFileSync(adminState, JSON.stringify({ cookies: [], origins: [] }));

test.beforeAll(async ({ playwright }) => {
  await (await signInAdmin(playwright, adminState)).dispose();
});

test('the owner sets the euro’s rate; a visitor in France reads prices in euros and is told they pay in dirhams', async ({ browser }) => {
  const owner = await browser.newContext({ storageState: adminState });
  const admin = await owner.newPage();
  await admin.goto('/admin/currencies');
  const euroRow = admin.getByRole('listitem').filter({ has: admin.getByLabel('EUR : dirhams pour 1 EUR') });
  await euroRow.getByLabel('EUR : dirhams pour 1 EUR').fill('10,8');
  await euroRow.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(admin.getByText('Taux EUR enregistré', { exact: true })).toBeVisible();
  // 500 / 10.8 = 46.29…: ten cents as a shop prices.
  await expect(euroRow.getByText(/un cadeau de 500 DH s’affiche 46,30\s€/)).toBeVisible();
  await owner.close();

  // A browser set to French as spoken in France still meets the shop's default, dirhams (browsers in
  // Morocco say "fr-FR" too); euros are one tap away, and kept.
  const visitor = await browser.newContext({ locale: 'fr-FR' });
  const page = await visitor.newPage();
  const [gift] = (await (await page.request.get('/api/gifts?limit=1')).json()) as { id: string; price: string; name: { fr: string } }[];
  const euros = (Math.round((Number(gift!.price) / 10.8) * 10) / 10).toFixed(2).replace('.', ',');
  await page.goto(`/gifts/${gift!.id}`);
  const currency = page.getByRole('combobox', { name: 'Devise' });
  await expect(currency).toHaveValue('MAD');
  await expect(page.getByRole('main').getByText(/^[\d\s\u202f]+ DH$/).first()).toBeVisible();
  await currency.selectOption('EUR');
  const price = page.getByRole('main').getByText(new RegExp(`^${euros}\\s€$`)).first();
  await expect(price).toBeVisible();
  await page.reload();
  await expect(price).toBeVisible();

  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await page.goto('/checkout');
  await expect(page.getByText(/^Vous payez en dirhams : ≈ [\d,]+\s€ au taux du \d+ \S+ \d{4}\.$/)).toBeVisible();

  await useLanguage(page, 'ar');
  await page.goto(`/gifts/${gift!.id}`);
  await expect(page.getByRole('combobox', { name: 'العملة' })).toHaveValue('EUR');
  await expect(page.getByRole('main').getByText(new RegExp(`^${euros}\\s€$`)).first()).toBeVisible();
  await visitor.close();
});

test('in English, a visitor reads a gift’s price in pounds and is told they pay in dirhams', async ({ page }) => {
  const rates = (await (await page.request.get('/api/currencies')).json()) as { code: string; rate: number }[];
  const pound = rates.find((r) => r.code === 'GBP');
  if (!pound) throw new Error('the demo shop offers pounds');
  const [gift] = (await (await page.request.get('/api/gifts?limit=1')).json()) as { id: string; price: string }[];
  const pounds = (Math.round((Number(gift!.price) / pound.rate) * 10) / 10).toFixed(2);
  await page.goto(`/gifts/${gift!.id}?lang=en`);
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('GBP');
  await expect(page.getByRole('main').getByText(`£${pounds}`, { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.goto('/checkout');
  await expect(page.getByText(/^You pay in dirhams: ≈ £[\d.,]+ at the rate of \d+ \S+ \d{4}\.$/)).toBeVisible();
});
