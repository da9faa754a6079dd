import { chooseCity, expect, test, type Locator, type Page } from './fixtures.js';
import { signInAdmin } from './admin-session.js';
import { useLanguage } from './axe.js';

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

/**
 * As on a slow phone: the list of places (its own chunk) comes only once `release` is called, so the
 * city is typed in Arabic and kept as typed ("Autre lieu") before the list can name it.
 */
async function holdPlaces(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/morocco-places-*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Picks the city: from the list, or (the list held back) typed in Arabic and kept as typed. */
async function pickCity(city: Locator, slowList: boolean) {
  if (!slowList) return chooseCity(city, 'Tétouan');
  await city.fill('تطوان');
  await city.page().getByRole('option', { name: /تطوان/ }).click();
}

/** Back in the city field (the list come, if it was held back): it names the place from the list. */
async function backToCity(city: Locator, release?: () => void) {
  release?.();
  await city.click();
  await expect(city).toBeFocused();
  if (release) await expect(city.page().getByRole('option').filter({ hasText: 'Tétouan' }).first()).toBeVisible();
}

const runs = [
  { lang: 'fr', slowList: false },
  { lang: 'ar', slowList: false },
  { lang: 'ar', slowList: true },
] as const;
const named = (lang: string, slowList: boolean) => `${lang}${slowList ? ', the list of places late' : ''}`;

const words = {
  fr: { city: 'Ville', transfer: 'Virement bancaire', confirm: 'Confirmer la commande', next: /Mois suivant|Next/i },
  ar: { city: 'المدينة', transfer: 'تحويل بنكي', confirm: 'تأكيد الطلب', next: /الشهر التالي|Next/i },
} as const;

async function physicalGift(page: Page) {
  const gifts = (await (await page.request.get('/api/gifts')).json()) as ApiGift[];
  const gift = gifts.find((g) => g.type === 'physical' && (g.stock ?? 0) > 2);
  if (!gift) throw new Error('a physical gift in stock is needed');
  return gift;
}

/** The second day the calendar offers a city, with more than one slot, and its last slot. */
async function laterDay(page: Page, city: string) {
  const calendar = (await (await page.request.get(`/api/delivery-slots?city=${encodeURIComponent(city)}&days=90`)).json()) as DeliverySlots;
  const day = calendar.days.filter((d) => d.slots.length > 1)[1];
  if (!day) throw new Error('the calendar offers no date');
  return { date: day.date, slot: day.slots[day.slots.length - 1]! };
}

for (const { lang, slowList } of runs) {
  test(`checkout (${named(lang, slowList)}): the order is sent with the chosen day when the city field still has the focus`, async ({ page }) => {
    const gift = await physicalGift(page);
    const { date, slot } = await laterDay(page, 'Tétouan');
    const [from, to] = slot.split('-');
    await page.goto('/');
    await page.evaluate(
      ([g]) => localStorage.setItem('cart', JSON.stringify([{ giftId: g.id, name: g.name.fr, price: Number(g.price), quantity: 1, stock: g.stock, type: 'physical' }])),
      [gift] as const,
    );
    await useLanguage(page, lang);
    const release = slowList ? await holdPlaces(page) : undefined;
    await page.goto('/checkout');
    const main = page.getByRole('main');
    await main.locator('#senderEmail').fill(`karim.focus.${Date.now()}@exemple.ma`);
    await main.locator('#recipientName').fill('Salma Bennani');
    await main.locator('#recipientPhone').fill('06 12 34 56 78');
    await main.locator('#recipientAddress').fill('24 rue Ibn Battouta');
    const city = main.getByLabel(words[lang].city);
    await pickCity(city, slowList);
    await expect(main.getByRole('grid').first()).toBeVisible();
    const cell = main.locator(`td[data-day="${date}"] button`);
    for (let i = 0; i < 4 && !(await cell.isVisible()); i++) await main.getByRole('button', { name: words[lang].next }).click();
    await cell.click();
    await main.getByRole('radio', { name: new RegExp(`${from}.${to}`) }).check();
    await main.getByRole('radio', { name: words[lang].transfer }).check();

    // Back in the city field, then straight to the button: leaving the field keeps the day.
    await backToCity(city, release);
    const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/orders');
    await page.getByRole('button', { name: words[lang].confirm }).click();
    const order = (await (await created).json()) as { recipientCity: string; deliveryDate: string; deliverySlot: string };
    expect(order).toMatchObject({ recipientCity: 'Tétouan', deliveryDate: date, deliverySlot: slot });
  });
}

const expiry = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
const claimWords = {
  fr: { address: /^Votre adresse complète/, city: /^Ville/, date: /^Jour de livraison/, slot: /^Créneau/, submit: 'Confirmer la livraison' },
  ar: { address: /^عنوانكم الكامل/, city: /^المدينة/, date: /^يوم التسليم/, slot: /^الفترة/, submit: 'تأكيد التسليم' },
} as const;

for (const { lang, slowList } of runs) {
  test(`recipient's page (${named(lang, slowList)}): the chosen day is sent when the city field still has the focus`, async ({ page, browser, playwright }, info) => {
    // The link job runs every 10 s.
    test.setTimeout(120_000);
    const gift = await physicalGift(page);
    const digits = String(Date.now()).slice(-8);
    const e164 = `+2126${digits}`;
    const admin = await signInAdmin(playwright, info.outputPath('admin.json'));

    // The sender does not know the address and pays by card.
    await page.goto('/');
    await page.evaluate(
      ([g]) => localStorage.setItem('cart', JSON.stringify([{ giftId: g.id, name: g.name.fr, price: Number(g.price), quantity: 1, stock: g.stock, type: 'physical' }])),
      [gift] as const,
    );
    await page.goto('/checkout');
    const main = page.getByRole('main');
    await main.getByLabel('Votre e-mail').fill(`karim.focus.${Date.now()}@exemple.ma`);
    await main.getByLabel('Nom complet').fill('Salma Benali');
    await main.getByLabel(/^Téléphone/).fill(`06${digits}`);
    await main.getByLabel('Je ne connais pas son adresse').check();
    await main.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
    await main.getByLabel('Expiration').fill(expiry);
    await main.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Confirmer et payer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Paiement réussi !' })).toBeVisible();

    let path = '';
    await expect
      .poll(
        async () => {
          const outbox = (await (await admin.get('/api/admin/outbox?limit=50')).json()) as { entries: { recipient: string; template: string; body: string }[] };
          path = outbox.entries.find((e) => e.recipient === e164 && e.template === 'recipient_claim')?.body.match(/\/gift\/claim\/[\w-]+/)?.[0] ?? '';
          return path;
        },
        { message: `a link for ${e164}`, timeout: 40_000, intervals: [1000] },
      )
      .not.toBe('');
    await admin.dispose();

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const recipient = await phone.newPage();
    const release = slowList ? await holdPlaces(recipient) : undefined;
    await recipient.goto(path);
    await useLanguage(recipient, lang);
    const words = claimWords[lang];
    await recipient.getByLabel(words.address).fill('5 avenue Hassan II, appartement 3');
    const city = recipient.getByLabel(words.city);
    await pickCity(city, slowList);
    const date = recipient.getByLabel(words.date);
    await expect(date).toBeEnabled();
    await date.selectOption({ index: 2 });
    const day = await date.inputValue();
    await recipient.getByLabel(words.slot).selectOption({ index: 1 });
    const slot = await recipient.getByLabel(words.slot).inputValue();

    // Back in the city field, then straight to the button: leaving the field keeps the day.
    await backToCity(city, release);
    if (process.env.SHOTS_DIR) await recipient.screenshot({ path: `${process.env.SHOTS_DIR}/claim-city-focus-${named(lang, slowList).replace(/\W+/g, '-')}-390.png`, fullPage: true });
    const sent = recipient.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/claims/'));
    await recipient.getByRole('button', { name: words.submit }).click();
    expect((await sent).postDataJSON()).toMatchObject({ city: 'Tétouan', deliveryDate: day, deliverySlot: slot });
    await expect(recipient.getByRole('status').filter({ has: recipient.getByRole('heading') })).toBeVisible();
    await phone.close();
  });
}
