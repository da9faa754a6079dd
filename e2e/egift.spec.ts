import { expect, test, type Page } from './fixtures.js';
import { startSmtpServer, type TestSmtp } from '../test/smtp.js';
import { signInAdmin } from './admin-session.js';

// The e2e server sends its mail to this port (scripts/e2e-server.mjs): the recipient's e-card lands here.
let smtp: TestSmtp;
test.beforeAll(async () => {
  smtp = await startSmtpServer(Number(process.env.E2E_SMTP_PORT ?? 2526));
});
test.afterAll(async () => {
  await smtp.close();
});

interface ApiGift {
  id: string;
  name: { fr: string };
  price: string;
  type: 'physical' | 'digital';
}

const expiry = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
const recipientEmail = `salma.ecard.${Date.now()}@exemple.ma`;
const notifications = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

/** Waits (the e-card job runs every 10 s, the outbox every 5 s) for the recipient's e-mail and reads its e-card link. */
async function ecardLink() {
  let link = '';
  await expect
    .poll(
      () => {
        const mail = smtp.messages.find((m) => m.to.includes(recipientEmail));
        link = mail?.body.match(/https?:\/\/[^\s"'<>]+\/e-card\/[\w-]+/)?.[0] ?? '';
        return link;
      },
      { message: `an e-card e-mail for ${recipientEmail}`, timeout: 40_000, intervals: [500] },
    )
    .not.toBe('');
  return new URL(link).pathname;
}

test('a digital gift bought by card reaches its recipient as an e-card whose code the shop redeems once', async ({ page, browser, playwright }, info) => {
  const gifts = (await (await page.request.get('/api/gifts')).json()) as ApiGift[];
  const gift = gifts.find((g) => g.type === 'digital');
  if (!gift) throw new Error('the demo catalogue has no digital gift');

  const orderPage = await test.step('a guest buys it, choosing the hour the e-card leaves', async () => {
    await page.goto(`/gifts/${gift.id}`);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(notifications(page).getByText(`${gift.name.fr} a été ajouté à votre panier`, { exact: true })).toBeVisible();
    await page.goto('/checkout');
    const main = page.getByRole('main');
    await main.getByLabel('Votre e-mail').fill(`karim.ecard.${Date.now()}@exemple.ma`);
    await main.getByLabel('Nom complet').fill('Salma Benali');
    await main.getByLabel(/^Téléphone/).fill('06 12 34 56 78');
    await main.getByLabel('E-mail du destinataire').fill(recipientEmail);
    const hour = main.getByLabel('Heure d’envoi de la carte cadeau');
    await expect(hour).toHaveValue('09:00');
    // Midnight today: already past, so the e-card leaves at once.
    await hour.fill('00:00');
    await main.getByLabel('Message personnel').fill('Bon anniversaire, profite bien !');
    await main.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
    await main.getByLabel('Expiration').fill(expiry);
    await main.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Confirmer et payer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Paiement réussi !' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Suivre ma commande' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Commande CAD-/ })).toBeVisible();
    return page.url();
  });

  const code = await test.step('the recipient opens the e-card on a phone: the gift, the message, the code and its end date', async () => {
    const path = await ecardLink();
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const recipient = await phone.newPage();
    await recipient.goto(path);
    await expect(recipient.getByRole('heading', { level: 1, name: 'Un cadeau pour vous, Salma Benali' })).toBeVisible();
    await expect(recipient.getByText('Bon anniversaire, profite bien !')).toBeVisible();
    await expect(recipient.getByText(gift.name.fr, { exact: true })).toBeVisible();
    await expect(recipient.getByText(/^Valable jusqu’au \d{1,2} \S+ \d{4}$/)).toBeVisible();
    const shown = (await recipient.getByTestId('gift-code').textContent())!.trim();
    expect(shown).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
    await recipient.screenshot({ path: info.outputPath('e-card-phone.png'), fullPage: true });
    await phone.close();
    return shown;
  });

  await test.step('the sender sees it opened on the order page', async () => {
    await page.goto(orderPage);
    await expect(page.getByTestId('gift-code-state').getByText('Ouvert', { exact: true })).toBeVisible();
  });

  await test.step('the shop checks the code in the back office and marks it used, once', async () => {
    const state = info.outputPath('admin.json');
    await signInAdmin(playwright, state);
    const admin = await browser.newContext({ storageState: state });
    const desk = await admin.newPage();
    await desk.goto('/admin/redeem');
    await expect(desk.getByRole('heading', { level: 1, name: 'Codes cadeaux' })).toBeVisible();
    await desk.getByLabel('Code cadeau (12 caractères)').fill(code.toLowerCase().replaceAll('-', ' '));
    await desk.getByRole('button', { name: 'Vérifier' }).click();
    await expect(desk.getByText('Valable', { exact: true })).toBeVisible();
    await expect(desk.getByText('Salma Benali')).toBeVisible();
    await desk.getByRole('button', { name: 'Marquer comme utilisé' }).click();
    await desk.getByRole('alertdialog').getByRole('button', { name: 'Oui, marquer comme utilisé' }).click();
    await expect(notifications(desk).getByText('Code utilisé', { exact: true })).toBeVisible();
    await expect(desk.getByText('Déjà utilisé', { exact: true })).toBeVisible();
    await expect(desk.getByRole('button', { name: 'Marquer comme utilisé' })).toHaveCount(0);
    await desk.getByRole('button', { name: 'Vérifier' }).click();
    await expect(desk.getByText('Déjà utilisé', { exact: true })).toBeVisible();
    await admin.close();
  });

  await test.step('the sender now reads "Utilisé"', async () => {
    await page.reload();
    await expect(page.getByTestId('gift-code-state').getByText('Utilisé', { exact: true })).toBeVisible();
  });
});
