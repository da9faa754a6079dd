import { expect, test, type Page } from './fixtures.js';
import { startSmtpServer, type TestSmtp } from '../test/smtp.js';
import { expectNoAxeViolations, useLanguage } from './axe.js';

// The e2e server sends its mail to this port (scripts/e2e-server.mjs).
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);

const customer = {
  firstName: 'Amina',
  lastName: 'Benali',
  email: `amina.benali.${Date.now()}@exemple.ma`,
  password: 'premier-secret-24',
  newPassword: 'Nouveau-Secret-25!',
};

let smtp: TestSmtp;

test.beforeAll(async () => {
  smtp = await startSmtpServer(smtpPort);
});

test.afterAll(async () => {
  await smtp.close();
});

/** The toasts live in the "Notifications (F8)" region. */
const notifications = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

async function expectToast(page: Page, title: string, description?: string) {
  const region = notifications(page);
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(region.getByText(description, { exact: true })).toBeVisible();
}

async function openAccountMenu(page: Page, firstName: string) {
  await page.getByRole('button', { name: `Menu du compte de ${firstName}` }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

async function signOut(page: Page, firstName: string) {
  const menu = await openAccountMenu(page, firstName);
  await menu.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
}

/** Fills the sign-in tab of /auth and sends it. (Required fields' labels end with a '*'.) */
async function submitSignIn(page: Page, email: string, password: string) {
  await expect(page.getByRole('tab', { name: 'Connexion', selected: true })).toBeVisible();
  await page.getByLabel('Adresse email').fill(email);
  await page.getByLabel(/^Mot de passe/).fill(password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
}

async function expectGreetedHome(page: Page, firstName: string) {
  await expectToast(page, 'Connexion réussie', `Bienvenue, ${firstName} !`);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: `Menu du compte de ${firstName}` })).toBeVisible();
}

/** Waits (the outbox worker sends every 5 s) for the reset e-mail and reads its link. */
async function resetLinkFrom(email: string) {
  let link = '';
  await expect
    .poll(
      () => {
        const mail = smtp.messages.find(
          (m) => m.to.includes(email) && m.subject === 'Réinitialisation de votre mot de passe',
        );
        link = mail?.body.match(/https?:\/\/[^\s"'<>]+\/reset-password\?token=[\w%-]+/)?.[0] ?? '';
        return link;
      },
      { message: `a reset e-mail with its link for ${email}`, timeout: 20_000, intervals: [250] },
    )
    .not.toBe('');
  return link;
}

test('a customer registers, edits the profile, resets a forgotten password and signs in with it', async ({ page }) => {
  test.setTimeout(90_000);

  await test.step('registers on /auth and is greeted by first name on the home page', async () => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Inscription' }).click();
    await page.getByLabel('Prénom').fill(customer.firstName);
    await page.getByLabel('Nom', { exact: true }).fill(customer.lastName);
    await page.getByLabel('Adresse email').fill(customer.email);
    await page.getByLabel(/^Mot de passe/).fill(customer.password);
    await page.getByLabel(/^Confirmer le mot de passe/).fill(customer.password);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();

    await expectToast(page, 'Compte créé', `Bienvenue, ${customer.firstName} ! Votre compte est prêt.`);
    await expect(page).toHaveURL('/');
  });

  await test.step('the customer menu has the profile and orders, and no back-office links', async () => {
    const menu = await openAccountMenu(page, customer.firstName);
    await expect(menu.getByText(customer.email)).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Mon profil' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Mes commandes' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Se déconnecter' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Tableau de bord' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Paramètres' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  await test.step('logs out from the user menu, then logs in again on /auth', async () => {
    await signOut(page, customer.firstName);
    await page.getByRole('link', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL('/auth');
    await submitSignIn(page, customer.email, customer.password);
    await expectGreetedHome(page, customer.firstName);
  });

  await test.step('edits phone and city on /profile; a reload shows them kept', async () => {
    const menu = await openAccountMenu(page, customer.firstName);
    await menu.getByRole('menuitem', { name: 'Mon profil' }).click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('tab', { name: /Informations personnelles|Infos/, selected: true })).toBeVisible();
    await expect(page.getByLabel('Prénom')).toHaveValue(customer.firstName);

    await page.getByLabel('Téléphone').fill('06 61 23 45 67');
    await page.getByLabel('Ville').fill('Marrakech');
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expectToast(page, 'Profil mis à jour', 'Vos modifications ont été enregistrées.');

    await page.reload();
    await expect(page.getByLabel('Téléphone')).toHaveValue('+212 6 61 23 45 67');
    await expect(page.getByLabel('Ville')).toHaveValue('Marrakech');
    await expect(page.getByLabel('Prénom')).toHaveValue(customer.firstName);
  });

  await test.step('logs out and asks for a reset e-mail from "forgot password"', async () => {
    await signOut(page, customer.firstName);
    await page.getByRole('link', { name: 'Se connecter' }).click();
    await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mot de passe oublié' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Adresse email').fill(customer.email);
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await expectToast(page, 'Email envoyé', 'Un email de réinitialisation a été envoyé à votre adresse.');
    await expect(dialog).toBeHidden();
  });

  const link = await test.step('the reset e-mail arrives at the mail server with its link', async () => {
    const found = await resetLinkFrom(customer.email);
    const mail = smtp.messages.find((m) => m.body.includes(found));
    expect(mail?.body).toContain(`Bonjour ${customer.firstName},`);
    return found;
  });

  await test.step('follows the link and sets a new password, with the strength meter', async () => {
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Nouveau mot de passe', level: 1 })).toBeVisible();
    const meter = page.getByRole('meter', { name: 'Force du mot de passe' });
    await expect(meter).toHaveAttribute('aria-valuenow', '0');

    await page.getByLabel(/^Nouveau mot de passe/).fill(customer.newPassword);
    await expect(meter).toHaveAttribute('aria-valuenow', '5');
    await expect(meter).toHaveAttribute('aria-valuetext', '5/5, Excellent');
    await expect(page.getByText('Excellent', { exact: true })).toBeVisible();

    const submit = page.getByRole('button', { name: 'Mettre à jour le mot de passe' });
    await expect(submit).toBeDisabled();
    await page.getByLabel(/^Confirmer le nouveau mot de passe/).fill(customer.newPassword);
    await expect(page.getByText('Les mots de passe correspondent')).toBeVisible();
    await submit.click();

    await expectToast(page, 'Succès', 'Votre mot de passe a été mis à jour avec succès.');
    await expect(page.getByRole('heading', { name: 'Mot de passe mis à jour' })).toBeVisible();
    await expect(page).toHaveURL('/auth');
  });

  await test.step('the used link now shows the invalid-link state on arrival, without a form', async () => {
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Lien invalide', level: 1 })).toBeVisible();
    await expect(page.getByLabel(/^Nouveau mot de passe/)).toHaveCount(0);
    await page.goto('/auth');
  });

  await test.step('the old password no longer works', async () => {
    await submitSignIn(page, customer.email, customer.password);
    await expectToast(page, 'Erreur de connexion', 'Email ou mot de passe incorrect');
    await expect(page).toHaveURL('/auth');
  });

  await test.step('signs in with the new password and is greeted', async () => {
    await page.getByLabel(/^Mot de passe/).fill(customer.newPassword);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expectGreetedHome(page, customer.firstName);
  });
});

test('an admin lands in the back office, and finds its links in the storefront’s user menu', async ({ page }) => {
  await page.goto('/auth');
  await submitSignIn(page, 'admin@e2e.test', 'admin-e2e-password');
  await expectToast(page, 'Connexion réussie', 'Bienvenue, Admin !');
  await expect(page).toHaveURL('/admin');
  await page.goto('/');

  const menu = await openAccountMenu(page, 'Admin');
  await expect(menu.getByText('Back-office')).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Tableau de bord' })).toHaveAttribute('href', '/admin');
  await expect(menu.getByRole('menuitem', { name: 'Paramètres' })).toHaveAttribute('href', '/admin/settings');
  await expect(menu.getByRole('menuitem', { name: 'Mon profil' })).toBeVisible();
});

test('the sign-in page passes axe in French and in Arabic', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Connexion' })).toBeVisible();
  await expectNoAxeViolations(page);

  await useLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('tab', { name: 'تسجيل الدخول' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'إنشاء حساب' })).toBeVisible();
  await expectNoAxeViolations(page);
});
