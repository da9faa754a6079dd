import { chooseCity, expect, test, type Page } from './fixtures.js';

interface ApiGift {
  id: string;
  name: { fr: string };
  price: string;
  type: 'physical' | 'digital';
  stock: number | null;
}

/** A physical gift whose whole stock still fits in one order (the shop allows 10 items). */
async function smallStockGift(page: Page): Promise<ApiGift & { stock: number }> {
  const gifts = (await (await page.request.get('/api/gifts')).json()) as ApiGift[];
  const gift = gifts
    .filter((g): g is ApiGift & { stock: number } => g.type === 'physical' && g.stock !== null && g.stock >= 2 && g.stock <= 9)
    .sort((a, b) => a.stock - b.stock)[0];
  if (!gift) throw new Error('the demo catalogue has no physical gift with 2 to 9 in stock');
  return gift;
}

const notifications = (page: Page) => page.getByRole('region', { name: /^Notifications/ });
const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Panier, / });

test('adding a gift past its stock keeps the cart at the stock and says so', async ({ page }) => {
  const gift = await smallStockGift(page);
  const capped = `Il ne reste que ${gift.stock} exemplaires de ${gift.name.fr} : votre panier ne peut pas en contenir plus.`;

  await test.step('the whole stock goes in the cart from the gift page', async () => {
    await page.goto(`/gifts/${gift.id}`);
    await expect(page.getByRole('heading', { level: 1, name: gift.name.fr })).toBeVisible();
    await page.getByRole('spinbutton', { name: 'Quantité' }).fill(String(gift.stock));
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(notifications(page).getByText(`${gift.name.fr} a été ajouté à votre panier`, { exact: true })).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName(`Panier, ${gift.stock} articles`);
  });

  await test.step('adding it again adds nothing and says why', async () => {
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(notifications(page).getByText('Stock limité', { exact: true })).toBeVisible();
    await expect(notifications(page).getByText(capped)).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName(`Panier, ${gift.stock} articles`);
  });

  await test.step("the cart's + stops at the stock too", async () => {
    await cartButton(page).click();
    const panel = page.getByRole('dialog', { name: `Votre Panier (${gift.stock} articles)` });
    const more = panel.getByRole('button', { name: `Augmenter la quantité de ${gift.name.fr}` });
    await expect(more).toHaveAttribute('aria-disabled', 'true');
    await expect(panel.getByText('Tout le stock disponible est dans votre panier.')).toBeVisible();
    // aria-disabled keeps the button focusable and pressable (Playwright would wait for it to be enabled).
    await more.click({ force: true });
    // While the panel (a modal dialog) is open the toasts are aria-hidden: found by their markup.
    await expect(page.locator('[aria-label^="Notifications"]').getByText(capped)).toBeVisible();
    await expect(panel).toHaveAccessibleName(`Votre Panier (${gift.stock} articles)`);
  });
});

test('a line above what is left can be lowered right in the checkout summary', async ({ page }) => {
  const gift = await smallStockGift(page);
  // A cart saved earlier, when more was in stock.
  await page.goto('/');
  await page.evaluate(
    (g) => localStorage.setItem('cart', JSON.stringify([{ giftId: g.id, name: g.name.fr, price: Number(g.price), quantity: g.stock + 1 }])),
    gift,
  );
  await page.goto('/checkout');
  const summary = page.getByRole('region', { name: 'Récapitulatif' });
  const submit = page.getByRole('button', { name: 'Confirmer et payer' });

  await test.step('the summary says how many are left and the order cannot be sent as it is', async () => {
    await expect(summary.getByText(`Plus que ${gift.stock} en stock : réduisez la quantité.`)).toBeVisible();
    const quoted = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/orders/quote');
    await chooseCity(page.getByRole('main').getByLabel('Ville'), 'Casablanca');
    expect((await quoted).status()).toBe(409);
    await expect(summary.getByText('Certains articles ne sont plus disponibles dans la quantité choisie : ajustez-les ci-dessus.')).toBeVisible();
    await expect(summary.getByRole('button', { name: 'Réessayer' })).toHaveCount(0);
    await expect(submit).toBeDisabled();
  });

  await test.step('one press on − fixes it: the server quotes again and the order can go', async () => {
    const quoted = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/orders/quote');
    await summary.getByRole('button', { name: `Diminuer la quantité de ${gift.name.fr}` }).click();
    expect((await quoted).status()).toBe(200);
    await expect(summary.getByText(/en stock : réduisez la quantité/)).toHaveCount(0);
    await expect(summary.getByText(/ne sont plus disponibles/)).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: `Panier, ${gift.stock} articles` })).toBeVisible();
    await expect(submit).toBeEnabled();
  });

  await test.step('the line can also be removed from the summary', async () => {
    await summary.getByRole('button', { name: `Retirer ${gift.name.fr} du panier` }).click();
    await expect(page.getByRole('heading', { name: 'Erreur: Votre panier est vide' })).toBeVisible();
  });
});
