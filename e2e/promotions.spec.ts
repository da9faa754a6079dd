import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chooseCity, expect, test, type Locator, type Page } from './fixtures.js';
import { signInAdmin } from './admin-session.js';
import { useLanguage } from './axe.js';
import { cheapestPhysicalGift, checkoutWith, type ApiGift } from './shopper.js';

const adminState = join(mkdtempSync(join(tmpdir(), 'promotions-e2e-')), 'admin.json');
writeFileSync(adminState, JSON.stringify({ cookies: [], origins: [] }));

test.beforeAll(async ({ playwright }) => {
  await (await signInAdmin(playwright, adminState)).dispose();
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An amount as the French storefront writes it ("338 DH", "1 250,50 DH"), whatever space the formatter groups with. */
function money(amount: number) {
  const text = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 }).format(amount);
  return new RegExp(`${escape(text).replace(/\s/g, '\\s')}\\sDH`);
}

const valueOf = (scope: Locator, term: string) =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${escape(term)}$`) })
    .locator('xpath=following-sibling::*[1]');

/** The back office's Promotions screen, its own code loaded (a lazy chunk: slow on a busy machine). */
async function openPromotions(admin: Page) {
  await admin.goto('/admin/promotions');
  await expect(admin.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible({ timeout: 30_000 });
}

const summary = (page: Page) => page.getByRole('region', { name: 'Récapitulatif' });

test('the owner creates a code; a shopper applies it at checkout and pays the discounted total', async ({ browser }) => {
  // Two people, two screens each, on a machine the other journeys share.
  test.setTimeout(150_000);
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;

  await test.step('the owner creates a 10 % code in Promotions', async () => {
    const owner = await browser.newContext({ storageState: adminState });
    const admin = await owner.newPage();
    await openPromotions(admin);
    await admin.getByLabel(/^Code promo/).fill(code.toLowerCase());
    await admin.getByLabel(/^Pourcentage/).fill('10');
    await admin.getByLabel('Utilisations au total').fill('50');
    await admin.getByRole('button', { name: 'Créer la promotion' }).click();
    const card = admin.getByRole('list', { name: 'Promotions' }).getByRole('listitem').filter({ hasText: code });
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await expect(card.getByText('0 / 50')).toBeVisible();
    await owner.close();
  });

  const shopper = await browser.newContext();
  const page = await shopper.newPage();
  const gift = await cheapestPhysicalGift(page.request);
  const quote = await checkoutWith(page, gift, `promo.${Date.now()}@exemple.ma`);
  const subtotal = Number(quote.subtotal);
  const discount = Math.round(subtotal * 10) / 100;
  const total = Math.round((subtotal + Number(quote.deliveryFee) - discount) * 100) / 100;

  await test.step('a wrong code is refused under the field', async () => {
    await page.getByLabel('Code promo').fill('PASUNCODE');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'PASUNCODE' })).toHaveText('Le code PASUNCODE n\'existe pas. Vérifiez l\'orthographe.');
  });

  await test.step('the code, typed in lower case, takes 10 % off the gifts', async () => {
    await page.getByLabel('Code promo').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page.getByText(`Code ${code} appliqué`)).toBeVisible();
    await expect(valueOf(summary(page), `Remise (${code})`)).toHaveText(money(discount));
    await expect(valueOf(summary(page), 'Total')).toHaveText(money(total));
  });

  await test.step('the order is placed at that total, and its page shows the discount', async () => {
    await page.getByRole('radio', { name: 'Virement bancaire' }).check();
    const placed = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/orders');
    await page.getByRole('button', { name: 'Confirmer la commande' }).click();
    const order = (await (await placed).json()) as { id: string; discountCode: string; discountAmount: string; totalAmount: string };
    expect(order).toMatchObject({ discountCode: code, discountAmount: discount.toFixed(2), totalAmount: total.toFixed(2) });
    await expect(page).toHaveURL(/\/order-success/);
    await expect(valueOf(page.getByRole('main'), 'Montant').first()).toHaveText(money(total));
    await page.goto(`/orders/${order.id}`);
    await expect(valueOf(page.getByRole('main'), `Remise (${code})`)).toContainText(money(discount));
  });
  await shopper.close();

  await test.step('the owner reads its use', async () => {
    const owner = await browser.newContext({ storageState: adminState });
    const admin = await owner.newPage();
    await openPromotions(admin);
    const card = admin.getByRole('list', { name: 'Promotions' }).getByRole('listitem').filter({ hasText: code });
    await expect(card.getByText('1 / 50')).toBeVisible();
    await owner.close();
  });
});

test('in Arabic, a code refused says why in Arabic under the field', async ({ page }) => {
  const ar = JSON.parse(readFileSync('src/web/i18n/locales/ar/checkout.json', 'utf8')) as { discount: { label: string; apply: string; refusals: { unknown: string } } };
  await page.goto('/');
  await useLanguage(page, 'ar');
  const gift = await cheapestPhysicalGift(page.request);
  await checkoutWith(page, gift, `promo.ar.${Date.now()}@exemple.ma`);
  await page.getByLabel(ar.discount.label).fill('XYZ123');
  await page.getByRole('button', { name: ar.discount.apply }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'XYZ123' })).toHaveText(ar.discount.refusals.unknown.replace('{{code}}', 'XYZ123'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('in English, the owner limits a code to one gift; a cart of two gets the discount on that gift alone', async ({ browser }) => {
  test.setTimeout(150_000);
  const code = `GIFT${Date.now().toString(36).toUpperCase()}`;
  const shopper = await browser.newContext();
  const page = await shopper.newPage();
  const gifts = ((await (await page.request.get('/api/gifts')).json()) as ApiGift[]).filter((g) => g.type === 'physical' && (g.stock ?? 0) > 2);
  const [scoped, other] = gifts;
  if (!scoped || !other) throw new Error('two physical gifts in stock are needed');

  await test.step('the owner finds the gift by name and creates a 10 % code for it alone', async () => {
    const owner = await browser.newContext({ storageState: adminState });
    const admin = await owner.newPage();
    await admin.goto('/admin/promotions');
    await useLanguage(admin, 'en');
    await expect(admin.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible({ timeout: 30_000 });
    await admin.getByLabel(/^Discount code/).fill(code);
    await admin.getByLabel(/^Percentage/).fill('10');
    await admin.getByRole('searchbox', { name: 'Find a gift' }).fill(scoped.name.en);
    await admin.getByRole('button', { name: `Add “${scoped.name.en}”` }).click();
    await expect(admin.getByRole('list', { name: 'Chosen gifts' })).toContainText(scoped.name.en);
    await admin.getByRole('button', { name: 'Create promotion' }).click();
    await expect(admin.getByRole('list', { name: 'Promotions' }).getByRole('listitem').filter({ hasText: code })).toBeVisible();
    await owner.close();
  });

  await test.step('the shopper applies it to a cart holding that gift and another', async () => {
    await page.goto('/');
    await page.evaluate(
      (lines) => localStorage.setItem('cart', JSON.stringify(lines.map((g) => ({ giftId: g.id, name: g.name.fr, price: Number(g.price), quantity: 1, stock: g.stock, type: 'physical' })))),
      [scoped, other],
    );
    await useLanguage(page, 'en');
    await page.goto('/checkout');
    const main = page.getByRole('main');
    await main.getByLabel(/^Your e-mail/).fill(`promo.en.${Date.now()}@example.com`);
    await main.getByLabel(/^Full name/).fill('Salma Benali');
    await main.getByLabel(/^Phone/).first().fill('06 12 34 56 78');
    await main.getByLabel(/^Full address/).fill('24 rue Ibn Batouta, Gauthier');
    await chooseCity(main.getByLabel(/^City/), 'Casablanca');
    await main.getByLabel('Discount code').fill(code);
    await main.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText(`Code ${code} applied`)).toBeVisible();
    const discount = (Math.round(Number(scoped.price) * 10) / 100).toFixed(2);
    const line = page.getByRole('region', { name: 'Order summary' }).getByRole('term').filter({ hasText: `Discount (${code})` }).locator('xpath=following-sibling::*[1]');
    // "−MAD 12.50" or "MAD 12.50": the figure, in English digits.
    await expect(line).toContainText(Number(discount).toLocaleString('en-GB', { minimumFractionDigits: Number.isInteger(Number(discount)) ? 0 : 2 }));
  });
  await shopper.close();
});
