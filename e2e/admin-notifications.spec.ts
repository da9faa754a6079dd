import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures.js';
import { expectNoAxeViolations, useLanguage } from './axe.js';
import { signInAdmin } from './admin-session.js';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
// One sign-in for the whole file: the login limit counts every attempt from 127.0.0.1.
const adminState = join(mkdtempSync(join(tmpdir(), 'notify-e2e-')), 'admin.json');
writeFileSync(adminState, JSON.stringify({ cookies: [], origins: [] }));

test.use({ storageState: adminState });

test.beforeAll(async ({ playwright }) => {
  await (await signInAdmin(playwright, adminState)).dispose();
});

test('a channel’s toggles are disabled while its master switch is off, and the choice is kept', async ({ page }) => {
  await page.goto('/admin/notification-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres de notification' })).toBeVisible();

  const master = page.getByRole('switch', { name: 'Activer les emails' });
  const orderStatus = page.getByRole('switch', { name: 'Statut de commande' });
  await expect(master).toBeChecked();
  await expect(orderStatus).toBeEnabled();
  await master.click();
  await expect(page.getByRole('region', { name: /^Notifications/ }).getByText('Paramètres sauvegardés').first()).toBeVisible();
  await expect(master).not.toBeChecked();
  await expect(orderStatus).toBeDisabled();
  await expect(page.getByRole('switch', { name: 'Nouvel avis' })).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Statut de commande' })).toBeDisabled();
  await page.getByRole('switch', { name: 'Activer les emails' }).click();
  await expect(page.getByRole('switch', { name: 'Statut de commande' })).toBeEnabled();

  await page.getByRole('tab', { name: 'SMS/WhatsApp' }).click();
  const sms = page.getByRole('switch', { name: 'Activer les SMS/WhatsApp' });
  await expect(sms).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Départ en livraison' })).toBeDisabled();
  await sms.click();
  await expect(page.getByRole('switch', { name: 'Départ en livraison' })).toBeEnabled();
  await expectNoAxeViolations(page);

  // A link-local address is refused with the server's reason.
  const url = page.getByLabel('URL de l’API SMS');
  await url.fill('http://169.254.169.254/latest/meta-data/');
  await url.blur();
  await expect(page.getByRole('region', { name: /^Notifications/ }).getByText(/destination refusée/).first()).toBeVisible();

  await page.getByRole('tab', { name: 'SMTP' }).click();
  await expect(page.getByLabel('Port')).toHaveValue('587');
  await expectNoAxeViolations(page);

  await useLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'إعدادات الإشعارات' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'تفعيل البريد الإلكتروني' })).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'SMS/واتساب' }).click();
  await page.getByRole('switch', { name: 'تفعيل SMS/واتساب' }).click();
  await expect(page.getByRole('switch', { name: 'الخروج للتوصيل' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await useLanguage(page, 'fr');
});

test('the sent-messages screen lists a new order’s confirmation and says why it has not left', async ({ page, playwright }) => {
  // Whatever an earlier journey left: e-mails on, so the order's confirmation is queued.
  expect((await page.request.put('/api/notification-settings', { data: { emailEnabled: true } })).status()).toBe(200);
  const guest = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const gifts = (await (await guest.get('/api/gifts')).json()) as { id: string; type: string; stock: number | null }[];
  const gift = gifts.find((g) => g.type === 'physical' && (g.stock ?? 0) > 3);
  const res = await guest.post('/api/orders', {
    data: {
      paymentMethod: 'bank_transfer',
      recipientName: 'Nadia Outbox',
      recipientPhone: '0698765432',
      recipientAddress: '12 rue des Orangers, Maârif',
      recipientCity: 'Casablanca',
      senderName: 'Salma',
      senderEmail: 'outbox.e2e@exemple.ma',
      items: [{ giftId: gift!.id, quantity: 1 }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const order = (await res.json()) as { orderNumber: string };
  await guest.dispose();

  await page.goto('/admin');
  await page.getByRole('link', { name: 'Messages envoyés' }).first().click();
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  const item = page.getByRole('listitem').filter({ hasText: order.orderNumber }).filter({ hasText: 'outbox.e2e@exemple.ma' });
  await expect(item.first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: /^Tous/ }).click();
  await useLanguage(page, 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'الرسائل المرسلة' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: order.orderNumber }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await useLanguage(page, 'fr');
});
