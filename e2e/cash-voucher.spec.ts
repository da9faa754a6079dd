import { mkdirSync } from 'node:fs';
import { chooseCity, expect, test, type APIRequestContext } from './fixtures.js';
import { useLanguage } from './axe.js';
import { bingaDouble } from '../src/server/modules/payments/binga/double.js';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
const shots = '/tmp/cash-voucher-shots';
mkdirSync(shots, { recursive: true });
const MERCHANT = { merchantId: '401090', merchantSecret: 'e2e-binga-private-key' };

interface ApiGift {
  id: string;
  type: 'physical' | 'digital';
  stock: number | null;
  price: string;
}

// Binga is pointed at a local double for this file only; its three settings are emptied after.
const binga = bingaDouble(MERCHANT);
let served: Awaited<ReturnType<typeof binga.listen>>;
let admin: APIRequestContext;
const save = async (key: string, value: string) => {
  const res = await admin.post('/api/settings', { data: { key, value } });
  expect(res.status(), await res.text()).toBe(200);
};
test.beforeAll(async ({ playwright }) => {
  served = await binga.listen();
  admin = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const login = await admin.post('/api/login', { data: { email: 'admin@e2e.test', password: 'admin-e2e-password' } });
  expect(login.status(), await login.text()).toBe(200);
  await save('binga_api_url', served.url);
  await save('binga_merchant_id', MERCHANT.merchantId);
  await save('binga_merchant_secret', MERCHANT.merchantSecret);
});
test.afterAll(async () => {
  for (const key of ['binga_api_url', 'binga_merchant_id', 'binga_merchant_secret']) await save(key, '');
  await admin.dispose();
  await served.close();
});

const words = {
  fr: {
    email: 'Votre e-mail', name: 'Nom complet', phone: /^Téléphone/, address: 'Adresse complète', city: 'Ville', cash: 'Espèces en agence Wafacash',
    notes: 'Comment payer en espèces ?', confirm: 'Confirmer la commande', saved: 'Commande enregistrée !', code: 'Votre code de paiement',
    follow: 'Suivre ma commande', paid: 'Payé', invoice: /^Facture FAC-\d{4}-\d{6} \(PDF\)$/,
  },
  ar: {
    email: 'بريدك الإلكتروني', name: 'الاسم الكامل', phone: /^الهاتف/, address: 'العنوان الكامل', city: 'المدينة', cash: 'نقدًا في وكالة وفاكاش',
    notes: 'كيف تدفع نقدًا؟', confirm: 'تأكيد الطلب', saved: 'تم تسجيل الطلب!', code: 'رمز الأداء الخاص بك',
    follow: 'تتبّع طلبي', paid: 'مدفوع', invoice: /^الفاتورة .*FAC-\d{4}-\d{6}.* \(PDF\)$/,
  },
} as const;

for (const lang of ['fr', 'ar'] as const) {
  test(`a sender pays in cash at an agency with the order's code, in ${lang}`, async ({ page }) => {
    const w = words[lang];
    const gifts = (await (await page.request.get('/api/gifts')).json()) as ApiGift[];
    const gift = gifts.filter((g) => g.type === 'physical' && (g.stock ?? 0) > 2).sort((a, b) => Number(a.price) - Number(b.price))[0];
    if (!gift) throw new Error('the demo catalogue has no physical gift in stock');
    const main = page.getByRole('main');

    await test.step('the checkout offers cash at a Wafacash agency beside card and transfer', async () => {
      await page.goto(`/gifts/${gift.id}`);
      await page.getByRole('button', { name: 'Ajouter au panier' }).click();
      await expect(page.getByRole('button', { name: 'Panier, 1 article' })).toBeVisible();
      await page.goto('/checkout');
      await useLanguage(page, lang);
      await main.getByLabel(w.email).fill(`amina.especes.${lang}.${Date.now()}@exemple.ma`);
      await main.getByLabel(w.name).first().fill('Salma Bennani');
      await main.getByLabel(w.phone).first().fill('06 12 34 56 78');
      await main.getByLabel(w.address).fill('24 rue Ibn Batouta, quartier Gauthier');
      await chooseCity(main.getByLabel(w.city), 'Casablanca');
      await page.getByRole('radio', { name: w.cash }).check();
      await expect(main.getByRole('heading', { name: w.notes })).toBeVisible();
      await page.screenshot({ path: `${shots}/checkout-${lang}.png`, fullPage: true });
      const desktop = page.viewportSize();
      await page.setViewportSize({ width: 390, height: 844 });
      await main.getByRole('heading', { name: w.notes }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/checkout-${lang}-phone.png` });
      if (desktop) await page.setViewportSize(desktop);
    });

    const code = await test.step('the confirmation shows the code, the amount and the deadline', async () => {
      await page.getByRole('button', { name: w.confirm }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.saved })).toBeVisible();
      const box = page.getByRole('region', { name: w.code });
      await expect(box).toBeVisible();
      const shown = (await box.getByTestId('cash-code').textContent())?.replace(/\s/g, '') ?? '';
      expect(shown).toMatch(/^\d{12}$/);
      await page.screenshot({ path: `${shots}/success-${lang}.png`, fullPage: true });
      // Binga was asked for this order's code, for its amount.
      expect(binga.orders.get(shown)?.amount).toMatch(/^\d+\.\d{2}$/);
      return shown;
    });

    await test.step('paid at the agency, Binga notifies the shop and the order page reads paid, with its invoice', async () => {
      await main.getByRole('link', { name: w.follow }).click();
      await expect(page.getByRole('region', { name: w.code })).toBeVisible();
      await page.screenshot({ path: `${shots}/order-${lang}.png`, fullPage: true });
      // The same page on a phone.
      const desktop = page.viewportSize();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('region', { name: w.code }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/order-${lang}-phone.png` });
      if (desktop) await page.setViewportSize(desktop);
      expect(await binga.pay(code)).toMatch(/^100;/);
      await page.reload();
      await expect(main.getByText(w.paid, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('region', { name: w.code })).toHaveCount(0);
      await expect(page.getByRole('link', { name: w.invoice })).toBeVisible();
    });
  });
}
