import { expect, test } from './fixtures.js';

interface ApiGift {
  id: string;
  type: 'physical' | 'digital';
  stock: number | null;
}

test('a signed-out visitor following an order link is told to sign in, then taken to sign-in', async ({ page }) => {
  const userCalls: number[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/api/user') userCalls.push(r.status());
  });
  await page.goto('/orders/5b0c6a1e-8f7d-4c2b-9a3e-1d2f3a4b5c6d');
  // The toast shows for half a second before the sign-in page loads: waited for as it appears (the
  // assertion's retries, a second apart at the end, could fall between its showing and the reload).
  const toast = page.getByRole('region', { name: /^Notifications/ }).locator('li', { hasText: 'Connexion requise' });
  await toast.filter({ hasText: 'Vous devez vous connecter pour voir cette commande.' }).waitFor({ state: 'visible' });
  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('tab', { name: 'Connexion' })).toBeVisible();
  // Signed out, the page never asked /api/user for a 401.
  expect(userCalls).toEqual([]);
});

test("a guest's own order still opens from the browser that placed it", async ({ page }) => {
  const gifts = (await (await page.request.get('/api/gifts')).json()) as ApiGift[];
  const gift = gifts.find((g) => g.type === 'physical' && (g.stock ?? 0) > 2);
  if (!gift) throw new Error('no physical gift in stock');
  const created = await page.request.post('/api/orders', {
    data: {
      paymentMethod: 'bank_transfer',
      recipientName: 'Salma Benali',
      recipientPhone: '06 77 88 99 00',
      recipientAddress: '24 rue Ibn Batouta, quartier Gauthier',
      recipientCity: 'Casablanca',
      senderEmail: 'karim.invite@exemple.ma',
      items: [{ giftId: gift.id, quantity: 1 }],
    },
  });
  expect(created.status()).toBe(201);
  const order = (await created.json()) as { id: string; orderNumber: string };
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Commande ${order.orderNumber}` })).toBeVisible();
  await expect(page.getByText('Connexion requise')).toHaveCount(0);
  await page.waitForTimeout(700);
  await expect(page).toHaveURL(`/orders/${order.id}`);
});
