import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chooseCity, expect, test, type Browser, type Page } from './fixtures.js';
import { signInAdmin } from './admin-session.js';
import { useLanguage } from './axe.js';
import { cheapestPhysicalGift } from './shopper.js';

type Texts = Record<string, unknown>;
const read = (lang: 'fr' | 'ar', ns: string) => JSON.parse(readFileSync(`src/web/i18n/locales/${lang}/${ns}.json`, 'utf8')) as Texts;
/** A text of the shop's own files, by its dotted key, so the journey reads what a visitor of that language reads. */
const text = (texts: Texts, key: string) => key.split('.').reduce<unknown>((v, k) => (v as Texts)[k], texts) as string;
const lead = (s: string) => s.split('{{')[0]!.trim();

const adminState = join(mkdtempSync(join(tmpdir(), 'pots-e2e-')), 'admin.json');
writeFileSync(adminState, JSON.stringify({ cookies: [], origins: [] }));
test.beforeAll(async ({ playwright }) => {
  await (await signInAdmin(playwright, adminState)).dispose();
});

/** The organiser fills the checkout for Salma in Casablanca, turns "pay together" on and opens the pot: their own page. */
async function openPot(page: Page, lang: 'fr' | 'ar') {
  const checkout = read(lang, 'checkout');
  const gift = await cheapestPhysicalGift(page.request);
  await page.goto(`/gifts/${gift.id}`);
  await page.getByRole('button', { name: /^(Ajouter au panier|أضف إلى السلة)$/ }).click();
  await page.waitForFunction((id) => (localStorage.getItem('cart') ?? '').includes(id), gift.id);
  await page.goto('/checkout');
  const main = page.getByRole('main');
  await main.getByLabel(/^(Votre e-mail|بريدك الإلكتروني)/).fill(`cagnotte.${Date.now()}@exemple.ma`);
  await main.getByLabel(/^(Nom complet|الاسم الكامل)/).fill('Salma Benali');
  await main.getByLabel(/^(Téléphone|الهاتف)/).first().fill('06 12 34 56 78');
  await main.getByLabel(/^(Adresse complète|العنوان الكامل)/).fill('24 rue Ibn Batouta, quartier Gauthier');
  const quoted = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/orders/quote');
  await chooseCity(main.getByLabel(/^(Ville|المدينة)/), 'Casablanca');
  const quote = (await (await quoted).json()) as { total: string };
  await main.getByRole('switch', { name: text(checkout, 'together.switch') }).click();
  const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/pots');
  await page.getByRole('button', { name: text(checkout, 'together.submit') }).click();
  const answer = await created;
  expect(answer.status(), await answer.text()).toBe(201);
  const pot = (await answer.json()) as { token: string; organiserToken: string };
  await expect(page).toHaveURL(new RegExp(`/pot/${pot.organiserToken}$`), { timeout: 15_000 });
  return { ...pot, total: Number(quote.total) };
}

/** A contributor, in their own browser, opens the shared link and pays a share with the test card. */
async function give(browser: Browser, lang: 'fr' | 'ar', token: string, share: { amount: string; name: string; message: string }) {
  const pots = read(lang, 'pots');
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/pot/${token}`);
  if (lang === 'ar') await useLanguage(page, 'ar');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toContainText('Salma', { timeout: 20_000 });
  await main.getByLabel(text(pots, 'form.amount')).fill(share.amount);
  await main.getByLabel(text(pots, 'form.name')).fill(share.name);
  await main.getByLabel(text(pots, 'form.message')).fill(share.message);
  await main.getByLabel(/^(Numéro de carte|رقم البطاقة)/).fill('4242 4242 4242 4242');
  await main.getByLabel(/^(Expiration|تاريخ الانتهاء)/).fill('12/40');
  await main.getByLabel(/^(CVC|رمز)/).fill('123');
  await main.getByRole('button', { name: text(pots, 'form.submit') }).click();
  await expect(main.getByRole('status').filter({ hasText: lead(text(pots, 'form.thanks')) })).toBeVisible({ timeout: 15_000 });
  return { page, context };
}

test('a family pays a gift together: the organiser shares the link, two people give, the gift is ordered', async ({ browser, page }) => {
  test.setTimeout(150_000);
  const pots = read('fr', 'pots');
  const pot = await test.step('the organiser opens a pot from the checkout', () => openPot(page, 'fr'));

  await test.step('the organiser’s page gives the link to share, WhatsApp first', async () => {
    const main = page.getByRole('main');
    await expect(main.getByTestId('pot-link')).toHaveValue(new RegExp(`/pot/${pot.token}$`));
    const whatsapp = main.getByRole('link', { name: text(pots, 'share.whatsapp') });
    await expect(whatsapp).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\?text=.*${pot.token}`));
  });

  const half = Math.floor(pot.total / 2).toString();
  const rest = (pot.total - Number(half)).toFixed(2);
  await test.step('a first contributor gives half, showing their name', async () => {
    const { page: first, context } = await give(browser, 'fr', pot.token, { amount: half, name: 'Nadia', message: 'Joyeux anniversaire !' });
    await expect(first.getByTestId('pot-givers')).toContainText('Nadia');
    await context.close();
  });

  await test.step('a second gives the rest: the gift is ordered and paid', async () => {
    const { page: second, context } = await give(browser, 'fr', pot.token, { amount: rest, name: 'Omar', message: 'Avec toute notre affection' });
    await second.reload();
    await expect(second.getByRole('status').filter({ hasText: text(pots, 'state.reached.title') })).toBeVisible();
    await context.close();
  });

  await test.step('the owner sees the pot ordered in the back office', async () => {
    const owner = await browser.newContext({ storageState: adminState });
    const admin = await owner.newPage();
    await admin.goto('/admin/pots');
    const admins = read('fr', 'admin');
    await expect(admin.getByRole('heading', { level: 1, name: text(admins, 'pots.title') })).toBeVisible({ timeout: 30_000 });
    await expect(admin.getByTestId('admin-pots').getByRole('row').filter({ hasText: 'Salma' }).first()).toBeVisible();
    await owner.close();
  });
});

test('in Arabic, a contributor gives and the organiser cancels: the page says every share is refunded', async ({ browser, page }) => {
  test.setTimeout(150_000);
  const pots = read('ar', 'pots');
  await page.goto('/');
  await useLanguage(page, 'ar');
  const pot = await openPot(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const { context } = await give(browser, 'ar', pot.token, { amount: '50', name: 'ياسمين', message: 'عيد ميلاد سعيد' });
  await context.close();

  await page.reload();
  const main = page.getByRole('main');
  await expect(main.getByTestId('pot-givers')).toContainText('ياسمين');
  await main.getByRole('button', { name: text(pots, 'organiser.cancel') }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: text(pots, 'organiser.confirm') }).click();
  await expect(main.getByRole('status').filter({ hasText: text(pots, 'state.cancelled.title') })).toBeVisible();
});
