import { readFile } from 'node:fs/promises';
import { chooseCity, expect, test, type APIRequestContext } from './fixtures.js';
import { CMI_DOUBLE_APPROVED_CARD, startCmiDouble } from '../src/server/modules/payments/testing/cmi-double.js';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
const STORE_KEY = 'e2e|store\\key';

interface ApiGift {
  id: string;
  name: { fr: string };
  type: 'physical' | 'digital';
  stock: number | null;
  price: string;
}

let cmi: Awaited<ReturnType<typeof startCmiDouble>>;
let admin: APIRequestContext;
let previousProvider: string;

const save = async (key: string, value: string) => {
  const res = await admin.post('/api/settings', { data: { key, value } });
  expect(res.status(), await res.text()).toBe(200);
};

// The shop is switched to CMI, pointed at a local double, for this file only; the provider is restored after.
test.beforeAll(async ({ playwright }) => {
  cmi = await startCmiDouble({ storeKey: STORE_KEY });
  admin = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const login = await admin.post('/api/login', { data: { email: 'admin@e2e.test', password: 'admin-e2e-password' } });
  expect(login.status(), await login.text()).toBe(200);
  previousProvider = ((await (await admin.get('/api/settings')).json()) as { payment_provider: string }).payment_provider;
  await save('cmi_client_id', '600000000');
  await save('cmi_store_key', STORE_KEY);
  await save('cmi_gateway_url', cmi.gatewayUrl);
  await save('payment_provider', 'cmi');
});
test.afterAll(async () => {
  await save('payment_provider', previousProvider);
  await admin.dispose();
  await cmi.close();
});

test('a customer pays by card on the CMI page and lands on the confirmation, paid', async ({ page }) => {
  const gifts = (await (await page.request.get('/api/gifts')).json()) as ApiGift[];
  const gift = gifts.filter((g) => g.type === 'physical' && (g.stock ?? 0) > 2).sort((a, b) => Number(a.price) - Number(b.price))[0];
  if (!gift) throw new Error('the demo catalogue has no physical gift in stock');

  await test.step('the checkout shows the CMI logos and the 3-D Secure wording instead of a card form', async () => {
    await page.goto(`/gifts/${gift.id}`);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    // A tap before the code is ready is replayed once it is: leave only once the cart holds the gift.
    await expect(page.getByRole('button', { name: 'Panier, 1 article' })).toBeVisible();
    await page.goto('/checkout');
    const main = page.getByRole('main');
    await main.getByLabel('Votre e-mail').fill(`fatima.cmi.${Date.now()}@exemple.ma`);
    await main.getByLabel('Nom complet').fill('فاطمة الزهراء');
    await main.getByLabel(/^Téléphone/).fill('06 12 34 56 78');
    await main.getByLabel('Adresse complète').fill('24 rue Ibn Batouta, quartier Gauthier');
    await chooseCity(main.getByLabel('Ville'), 'Casablanca');
    await expect(page.getByRole('radio', { name: 'Carte bancaire' })).toBeChecked();
    await expect(main.getByText('Paiement sécurisé par le CMI')).toBeVisible();
    const logos = main.getByRole('list', { name: 'Cartes acceptées' });
    for (const name of ['CMI', 'Visa', 'Mastercard']) await expect(logos.getByRole('img', { name })).toBeVisible();
    await expect(main.getByText(/3-D Secure/)).toBeVisible();
    await expect(main.getByLabel('Numéro de carte')).toHaveCount(0);
  });

  await test.step('the browser posts the signed form to the gateway, the card is taken there', async () => {
    await page.getByRole('button', { name: 'Confirmer et payer' }).click();
    await expect(page.getByRole('heading', { name: 'CMI — Paiement sécurisé' })).toBeVisible();
    await page.getByLabel('Numéro de carte').fill(CMI_DOUBLE_APPROVED_CARD);
    await page.getByRole('button', { name: 'Payer' }).click();
  });

  await test.step('CMI called the shop back, and the customer lands on the confirmation, paid, with confetti', async () => {
    await expect(page).toHaveURL(/\/order-success\?order_id=[^&]+&payment_method=stripe$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Paiement réussi !' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Célébrer à nouveau' })).toBeVisible();
    expect(cmi.answers.at(-1)?.answer).toBe('ACTION=POSTAUTH');
  });

  await test.step('the order page offers the invoice the payment issued, as a PDF', async () => {
    const orderId = new URL(page.url()).searchParams.get('order_id');
    await page.goto(`/orders/${orderId}`);
    const link = page.getByRole('link', { name: /^Facture FAC-\d{4}-\d{6} \(PDF\)$/ });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^FAC-\d{4}-\d{6}\.pdf$/);
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
