import { chooseCity, expect, test } from './fixtures.js';
import { signInAdmin } from './admin-session.js';
import { useLanguage } from './axe.js';
import { shopInstant } from '../src/contracts/shop-clock.js';

interface ApiGift {
  id: string;
  name: { fr: string };
  price: string;
  type: 'physical' | 'digital';
  stock: number | null;
}
interface DeliverySlots {
  days: { date: string; slots: string[] }[];
}

test('a sender picks a date and a slot in Arabic, the order shows it, and the admin finds it under "À livrer"', async ({ page, browser, playwright }, testInfo) => {
  const gifts = (await (await page.request.get('/api/gifts')).json()) as ApiGift[];
  const gift = gifts.find((g) => g.type === 'physical' && (g.stock ?? 0) > 2);
  if (!gift) throw new Error('a physical gift in stock is needed');
  // The second date the calendar offers Casablanca, and its last slot: open whatever the hour of the run.
  const calendar = (await (await page.request.get('/api/delivery-slots?city=Casablanca&days=90')).json()) as DeliverySlots;
  const day = calendar.days.filter((d) => d.slots.length > 1)[1];
  if (!day) throw new Error('the calendar offers no date');
  const slot = day.slots[day.slots.length - 1]!;
  const [from, to] = slot.split('-');

  await page.goto('/');
  await page.evaluate(
    ([g]) => localStorage.setItem('cart', JSON.stringify([{ giftId: g.id, name: g.name.fr, price: Number(g.price), quantity: 1, stock: g.stock, type: 'physical' }])),
    [gift] as const,
  );
  await useLanguage(page, 'ar');
  await page.goto('/checkout');
  const main = page.getByRole('main');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await main.locator('#senderEmail').fill(`karim.creneau.${Date.now()}@exemple.ma`);
  await main.locator('#recipientName').fill('سلمى بناني');
  await main.locator('#recipientPhone').fill('06 12 34 56 78');
  await main.locator('#recipientAddress').fill('24 زنقة ابن بطوطة، حي غوتييه');
  await chooseCity(main.locator('#recipientCity'), 'Casablanca');

  const grid = main.getByRole('grid').first();
  await expect(grid).toBeVisible();
  await expect(grid.locator('xpath=ancestor-or-self::*[@dir][1]')).toHaveAttribute('dir', 'rtl');
  // Move to the wanted month if it is not the first shown, then pick the day with the keyboard-usable button.
  const cell = main.locator(`td[data-day="${day.date}"] button`);
  for (let i = 0; i < 4 && !(await cell.isVisible()); i++) await main.getByRole('button', { name: /الشهر التالي|Next/i }).click();
  await cell.click();
  const choice = main.getByRole('radio', { name: new RegExp(`${from}.${to}`) });
  await choice.check();
  await main.getByRole('radio', { name: 'تحويل بنكي' }).check();

  const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/orders');
  await page.getByRole('button', { name: 'تأكيد الطلب' }).click();
  const order = (await (await created).json()) as { id: string; orderNumber: string; deliveryDate: string; deliverySlot: string };
  expect(order).toMatchObject({ deliveryDate: day.date, deliverySlot: slot });

  await page.goto(`/orders/${order.id}`);
  await expect(page.getByRole('main').getByText(new RegExp(`${from}–${to}`))).toBeVisible();

  const admin = await signInAdmin(playwright, testInfo.outputPath('admin.json'));
  const adminPage = await browser.newPage({ storageState: testInfo.outputPath('admin.json') });
  await adminPage.goto('/admin/deliveries');
  await adminPage.getByLabel('Période').selectOption('31');
  const group = adminPage.getByRole('region').filter({ has: adminPage.getByText(order.orderNumber) });
  await expect(group.getByRole('heading', { name: new RegExp(`Créneau\\W*${from}–${to}`) })).toBeVisible();
  await admin.dispose();
});

test('a sender in London sees each slot on their own clock too, by Morocco’s offsets from the server', async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: 'Europe/London' });
  const page = await context.newPage();
  const gifts = (await (await page.request.get('/api/gifts')).json()) as ApiGift[];
  const gift = gifts.find((g) => g.type === 'physical' && (g.stock ?? 0) > 0);
  if (!gift) throw new Error('a physical gift in stock is needed');
  // London and Morocco read the same hour in summer and during Ramadan: a day when they differ.
  const london = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const calendar = (await (await page.request.get('/api/delivery-slots?city=Casablanca&days=90')).json()) as DeliverySlots;
  const picked = calendar.days
    .filter((d) => d.slots.length > 0)
    .map((d) => {
      const [from = '', to = ''] = d.slots[0]!.split('-');
      return { date: d.date, slot: d.slots[0]!, here: [from, to].map((hour) => london.format(shopInstant(d.date, hour))) };
    })
    .find(({ slot, here }) => here.join('-') !== slot);
  if (!picked) throw new Error('no date in the calendar when London’s clock differs from Morocco’s');

  await page.goto('/');
  await page.evaluate(([g]) => localStorage.setItem('cart', JSON.stringify([{ giftId: g.id, name: g.name.fr, price: Number(g.price), quantity: 1, stock: g.stock, type: 'physical' }])), [gift] as const);
  await page.goto('/checkout');
  const main = page.getByRole('main');
  await chooseCity(main.locator('#recipientCity'), 'Casablanca');
  await expect(main.getByRole('grid').first()).toBeVisible();
  const cell = main.locator(`td[data-day="${picked.date}"] button`);
  for (let i = 0; i < 4 && !(await cell.isVisible()); i++) await main.getByRole('button', { name: /suivant|Next/i }).click();
  await cell.click();
  const [from, to] = picked.slot.split('-');
  // "09:00–13:00 08:00–12:00 chez vous", each range wrapped in direction isolates.
  await expect(main.getByRole('radio', { name: new RegExp(`${from}.${to}\\W+${picked.here[0]}.${picked.here[1]}\\W+chez vous`) })).toBeVisible();
  await context.close();
});
