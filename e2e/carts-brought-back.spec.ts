import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures.js';
import { startSmtpServer, type TestSmtp } from '../test/smtp.js';
import { signInAdmin } from './admin-session.js';

// The shop's own words, read from its language files rather than restated here.
const texts = (lng: string, ns: string) => JSON.parse(readFileSync(new URL(`../src/web/i18n/locales/${lng}/${ns}.json`, import.meta.url), 'utf8'));
const checkout = { fr: texts('fr', 'checkout').sender, ar: texts('ar', 'checkout').sender, en: texts('en', 'checkout').sender };
const mails = { fr: texts('fr', 'server-carts'), ar: texts('ar', 'server-carts'), en: texts('en', 'server-carts') };
const carts = texts('fr', 'carts');
const dashboard = texts('fr', 'admin').dashboard.cartRecovery;

const shots = '/tmp/carts-shots';
mkdirSync(shots, { recursive: true });
const phone = { width: 375, height: 812 };
const stamp = Date.now().toString(36);
const adminState = join(mkdtempSync(join(tmpdir(), 'carts-e2e-')), 'admin.json');

// The e2e server sends its mail to this port (scripts/e2e-server.mjs): the reminders land here.
let smtp: TestSmtp;
let admin: APIRequestContext;
test.beforeAll(async ({ playwright }) => {
  smtp = await startSmtpServer(Number(process.env.E2E_SMTP_PORT ?? 2526));
  admin = await signInAdmin(playwright, adminState);
  // Delay 0: the reminder leaves at the job's next run (every 30 s) rather than hours later.
  expect((await admin.patch('/api/settings', { data: { cart_reminder_delay_hours: 0 } })).status()).toBe(200);
});
test.afterAll(async () => {
  await admin?.patch('/api/settings', { data: { cart_reminder_delay_hours: 4 } });
  await admin?.dispose();
  await smtp?.close();
});

type Language = 'fr' | 'ar' | 'en';

interface ApiGift {
  id: string;
  name: { fr: string; ar?: string };
  price: string;
  type: 'physical' | 'digital';
  stock: number | null;
}

async function giftInStock(request: APIRequestContext): Promise<ApiGift> {
  const gifts = (await (await request.get('/api/gifts')).json()) as ApiGift[];
  const gift = gifts.find((g) => g.type === 'physical' && (g.stock ?? 0) > 5);
  if (!gift) throw new Error('the demo catalogue has no physical gift in stock');
  return gift;
}

/** A visitor on a phone who has put the gift in the cart, in a language, at the checkout. */
async function atCheckout(browser: Browser, gift: ApiGift, lng: Language, quantity: number): Promise<Page> {
  const context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate(
    ({ lng, item }) => {
      localStorage.setItem('language', lng);
      localStorage.setItem('cart', JSON.stringify([item]));
    },
    { lng, item: { giftId: gift.id, name: gift.name.fr, price: Number(gift.price), quantity, stock: gift.stock, type: gift.type } },
  );
  await page.goto('/checkout');
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
  return page;
}

/** Types the address, ticks the box, and waits for the cart to be saved, as the checkout does it after a pause. */
async function leaveWithConsent(page: Page, lng: Language, email: string) {
  await page.locator('#senderEmail').fill(email);
  const box = page.getByRole('checkbox', { name: checkout[lng].reminder });
  await expect(box).not.toBeChecked();
  const saved = page.waitForResponse((r) => r.url().includes('/api/saved-carts/') && r.request().method() === 'PUT');
  await box.check();
  expect((await saved).status()).toBe(204);
  await box.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/checkout-consent-${lng}-phone.png` });
}

const reminderTo = async (address: string) => {
  await expect.poll(() => smtp.messages.some((m) => m.to.includes(address)), { timeout: 90_000 }).toBe(true);
  return smtp.messages.find((m) => m.to.includes(address))!;
};
const link = (body: string, path: string) => body.match(new RegExp(`https?://[^\\s"<]+${path}\\?token=[\\w-]+`))?.[0] ?? '';

test('a checkout left with the box ticked gets one reminder whose link restores the cart; the stop link ends them', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const gift = await giftInStock(request);
  const fr = `salma.${stamp}@exemple.ma`;
  const ar = `youssef.${stamp}@exemple.ma`;
  const en = `leila.${stamp}@example.com`;

  await test.step('three visitors leave the checkout, in French, Arabic and English, after ticking the box', async () => {
    const frPage = await atCheckout(browser, gift, 'fr', 2);
    await leaveWithConsent(frPage, 'fr', fr);
    const arPage = await atCheckout(browser, gift, 'ar', 1);
    await expect(arPage.locator('html')).toHaveAttribute('dir', 'rtl');
    await leaveWithConsent(arPage, 'ar', ar);
    const enPage = await atCheckout(browser, gift, 'en', 1);
    await leaveWithConsent(enPage, 'en', en);
    for (const page of [frPage, arPage, enPage]) await page.context().close();
  });

  const mail = await test.step('one reminder each, in their language', async () => {
    const frMail = await reminderTo(fr);
    expect(frMail.subject).toBe(mails.fr.subject);
    expect(frMail.body).toContain(`${gift.name.fr} × 2`);
    const arMail = await reminderTo(ar);
    expect(arMail.subject).toBe(mails.ar.subject);
    const enMail = await reminderTo(en);
    expect(enMail.subject).toBe(mails.en.subject);
    return frMail;
  });

  await test.step('the link puts the same gift and quantity in an empty cart and opens the checkout', async () => {
    const context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(link(mail.body, '/cart/restore'));
    await expect(page).toHaveURL(/\/checkout$/);
    const summary = page.getByRole('region', { name: 'Récapitulatif' });
    await expect(summary.getByText(gift.name.fr).first()).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'))).toEqual([expect.objectContaining({ giftId: gift.id, quantity: 2 })]);
    await page.screenshot({ path: `${shots}/restored-checkout-fr-phone.png`, fullPage: false });

    await page.goto(link(mail.body, '/cart/reminders/stop'));
    await expect(page.getByRole('heading', { name: carts.stop.doneTitle })).toBeVisible();
    await page.screenshot({ path: `${shots}/stop-fr-phone.png` });
    await context.close();
  });

  await test.step('the back office counts the carts reminded', async () => {
    expect((await (await admin.get('/api/admin/cart-recovery')).json()).reminded).toBeGreaterThanOrEqual(3);
  });
  // Exactly one reminder per cart, even after more runs of the job.
  expect(smtp.messages.filter((m) => m.to.includes(fr))).toHaveLength(1);
});

test('the dashboard shows the carts brought back on a phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: phone, storageState: adminState });
  const page = await context.newPage();
  await page.goto('/admin');
  const card = page.getByRole('heading', { name: dashboard.title });
  // The dashboard's figures come first, on a machine shared with other work.
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/dashboard-fr-phone.png` });
  await context.close();
});
