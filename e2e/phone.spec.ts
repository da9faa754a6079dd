import { chooseCity, expect, test, type Locator, type Page } from './fixtures.js';
import { useLanguage } from './axe.js';

interface ApiGift {
  id: string;
  name: { fr: string; ar?: string };
  price: string;
  type: 'physical' | 'digital';
  stock: number | null;
}

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const texts = {
  fr: { filters: 'Filtres', add: 'Ajouter au panier', viewCart: 'Voir le panier', cart: /^Panier, /, checkout: 'Passer la commande', remove: /^Retirer / },
  ar: { filters: 'الفلاتر', add: 'أضف إلى السلة', viewCart: 'عرض السلة', cart: /^السلة، /, checkout: 'إتمام الطلب', remove: /^إزالة / },
} as const;

async function giftsInStock(page: Page, count: number): Promise<ApiGift[]> {
  const gifts = (await (await page.request.get('/api/gifts')).json()) as ApiGift[];
  const found = gifts.filter((g) => g.type === 'physical' && (g.stock ?? 0) > 3).slice(0, count);
  if (found.length < count) throw new Error(`fewer than ${count} physical gifts in stock`);
  return found;
}

/** The element's text as it shows on screen, left to right (line by line), so a moved "+" or a reversed range shows. */
function seenText(locator: Locator) {
  return locator.evaluate((el) => {
    const chars: { c: string; x: number; y: number }[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n as Text;
      for (let i = 0; i < text.data.length; i++) {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const box = range.getBoundingClientRect();
        if (box.width > 0) chars.push({ c: text.data[i]!, x: box.left + box.width / 2, y: Math.round(box.top / 8) });
      }
    }
    return chars
      .sort((a, b) => a.y - b.y || a.x - b.x)
      .map((c) => c.c)
      .join('');
  });
}

async function expectApart(a: Locator, b: Locator) {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) throw new Error('both elements must be on screen');
  const overlap = boxA.x < boxB.x + boxB.width && boxB.x < boxA.x + boxA.width && boxA.y < boxB.y + boxB.height && boxB.y < boxA.y + boxA.height;
  expect(overlap, `${JSON.stringify(boxA)} overlaps ${JSON.stringify(boxB)}`).toBe(false);
}

for (const lang of ['fr', 'ar'] as const) {
  const t = texts[lang];

  test(`on a phone the catalogue shows gifts on the first screen, filters folded (${lang})`, async ({ page }) => {
    await page.goto('/catalog');
    await useLanguage(page, lang);
    const firstGift = page.getByRole('main').getByRole('article').first();
    await expect(firstGift).toBeVisible();
    const box = await firstGift.boundingBox();
    expect(box!.y).toBeLessThan(844 - 120);

    const toggle = page.getByRole('button', { name: new RegExp(`^${t.filters}`) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel(lang === 'fr' ? 'Catégorie' : 'الفئة')).toBeHidden();
    await page.goto('/catalog?minPrice=100&maxPrice=900');
    await expect(toggle).toHaveAccessibleName(lang === 'fr' ? 'Filtres 2 filtres actifs' : 'الفلاتر فلتران مفعّلان');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('spinbutton').first()).toHaveValue('100');
  });

  test(`on a phone a toast never covers the help buttons or "${t.checkout}" (${lang})`, async ({ page }) => {
    const [first, second] = await giftsInStock(page, 2);
    await page.goto(`/gifts/${first!.id}`);
    await useLanguage(page, lang);
    // Found by its markup: while the cart panel (a modal dialog) is open, the rest of the page is aria-hidden.
    const toast = page.locator('[aria-label^="Notifications"] li').first();

    await page.getByRole('button', { name: t.add }).click();
    await expect(toast).toBeVisible();
    await expectApart(toast, page.getByRole('link', { name: /WhatsApp|واتساب/ }));
    await expectApart(toast, page.getByRole('banner').getByRole('button', { name: t.cart }));
    // Its "Voir le panier" opens the cart, and the toast leaves rather than sit over the panel.
    await toast.getByRole('button', { name: t.viewCart }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(toast).toBeHidden();
    await page.keyboard.press('Escape');

    await page.goto(`/gifts/${second!.id}`);
    await page.getByRole('button', { name: t.add }).click();
    await page.getByRole('banner').getByRole('button', { name: t.cart }).click();
    const panel = page.getByRole('dialog');
    await panel.getByRole('button', { name: t.remove }).first().click();
    await expect(toast).toBeVisible();
    await expectApart(toast, panel.getByRole('link', { name: t.checkout }));
  });
}

test('Arabic checkout and order pages keep phone numbers and delivery times in reading order', async ({ page }) => {
  const [gift] = await giftsInStock(page, 1);
  await page.goto(`/gifts/${gift!.id}`);
  await useLanguage(page, 'ar');
  await page.getByRole('button', { name: texts.ar.add }).click();
  await page.goto('/checkout');
  const main = page.getByRole('main');

  await test.step('the checkout phone field reads left to right', async () => {
    const phone = main.getByLabel('الهاتف');
    await phone.fill('+212677889900');
    await expect(phone).toHaveAttribute('dir', 'ltr');
  });

  const order = await test.step('an order placed by transfer', async () => {
    await main.getByLabel('الاسم الكامل').fill('Salma Benali');
    await main.getByLabel('العنوان الكامل').fill('24 rue Ibn Batouta, quartier Gauthier');
    await chooseCity(main.getByLabel('المدينة'), 'Casablanca');
    await main.getByLabel('بريدك الإلكتروني').fill('karim.invite@exemple.ma');
    await page.getByRole('radio', { name: 'تحويل بنكي' }).check();
    expect(await seenText(main.getByText(/التحويل العادي/))).toContain('24-48');
    await page.getByRole('button', { name: 'تأكيد الطلب' }).click();
    await expect(page).toHaveURL(/\/order-success\?/);
    return new URL(page.url()).searchParams.get('order_id')!;
  });

  await test.step('the order page shows the phone formatted and in order, and "24-48" not "48-24"', async () => {
    await page.goto(`/orders/${order}`);
    const delivery = page.getByRole('main').locator('dd');
    const phone = delivery.filter({ hasText: '212' }).first();
    await expect(phone).toHaveText('+212 6 77 88 99 00');
    expect(await seenText(phone)).toBe('+212 6 77 88 99 00');
    expect(await seenText(delivery.filter({ hasText: /24-\u2060?48/ }).first())).toContain('24-48');
  });

  await test.step('the order list too', async () => {
    await page.goto('/orders');
    const phone = page.getByRole('article').first().getByText('+212 6 77 88 99 00');
    expect(await seenText(phone)).toBe('+212 6 77 88 99 00');
  });
});
