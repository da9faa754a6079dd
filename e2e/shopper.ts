import { chooseCity, type APIRequestContext, type Page } from './fixtures.js';

/** A gift as `GET /api/gifts` answers it, what the journeys read of it. */
export interface ApiGift {
  id: string;
  name: { fr: string; ar: string; en: string };
  price: string;
  type: 'physical' | 'digital';
  stock: number | null;
}

/** The demo catalogue's cheapest physical gift with a few units left. */
export async function cheapestPhysicalGift(request: APIRequestContext): Promise<ApiGift> {
  const gifts = (await (await request.get('/api/gifts')).json()) as ApiGift[];
  const gift = gifts.filter((g) => g.type === 'physical' && (g.stock ?? 0) > 2).sort((a, b) => Number(a.price) - Number(b.price))[0];
  if (!gift) throw new Error('the demo catalogue has no physical gift in stock');
  return gift;
}

/** A gift put in the cart from its page and the checkout open, the recipient in Casablanca filled in (fr or ar); answers the first quote. */
export async function checkoutWith(page: Page, gift: ApiGift, email: string) {
  await page.goto(`/gifts/${gift.id}`);
  await page.getByRole('button', { name: /^(Ajouter au panier|أضف إلى السلة)$/ }).click();
  // The cart is kept in the browser: the checkout reads it from there.
  await page.waitForFunction((id) => (localStorage.getItem('cart') ?? '').includes(id), gift.id);
  await page.goto('/checkout');
  const main = page.getByRole('main');
  await main.getByLabel(/^(Votre e-mail|بريدك الإلكتروني)/).fill(email);
  await main.getByLabel(/^(Nom complet|الاسم الكامل)/).fill('Salma Benali');
  await main.getByLabel(/^(Téléphone|الهاتف)/).first().fill('06 12 34 56 78');
  await main.getByLabel(/^(Adresse complète|العنوان الكامل)/).fill('24 rue Ibn Batouta, quartier Gauthier');
  const quoted = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/orders/quote');
  await chooseCity(main.getByLabel(/^(Ville|المدينة)/), 'Casablanca');
  return (await (await quoted).json()) as { subtotal: string; deliveryFee: string; total: string };
}
