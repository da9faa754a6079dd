import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.js';

// Law 09-08 from the customer's side: the profile's security tab downloads everything the shop holds
// about them, then deletes the account with the password; the e-mail no longer signs in.
const customer = { email: `leila.tazi.${Date.now()}@exemple.ma`, password: 'Secret-Donnees-26', firstName: 'Leila', lastName: 'Tazi' };

test('a customer downloads their data, then deletes their account', async ({ page, baseURL }) => {
  const headers = { origin: baseURL ?? '' };

  await test.step('signs up, gives a phone and writes to the shop', async () => {
    expect((await page.request.post('/api/register', { headers, data: customer })).status()).toBe(201);
    const profile = await page.request.put('/api/profile', { headers, data: { firstName: 'Leila', lastName: 'Tazi', phone: '06 61 22 33 44' } });
    expect((await profile.json()).phone).toBe('+212661223344');
    const contact = { name: 'Leila Tazi', email: customer.email, subject: 'Livraison à Fès', message: 'Livrez-vous à Fès le samedi ?' };
    expect((await page.request.post('/api/contact', { headers, data: contact })).status()).toBe(201);
  });

  await page.goto('/profile?tab=security');
  const data = page.getByRole('region', { name: 'Mes données personnelles' });
  await expect(data).toBeVisible();

  await test.step('downloads a JSON file with the account, the phone in E.164 and the contact message', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), data.getByRole('link', { name: 'Télécharger mes données' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^mes-donnees-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile((await download.path()) ?? '', 'utf8'));
    expect(file.account).toMatchObject({ email: customer.email, firstName: 'Leila', phone: '+212661223344' });
    expect(file.contactMessages).toEqual([expect.objectContaining({ subject: 'Livraison à Fès' })]);
    expect(file.orders).toEqual([]);
    expect(JSON.stringify(file)).not.toMatch(/password|hash/i);
  });

  await test.step('a wrong password keeps the account', async () => {
    await data.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer définitivement votre compte ?' });
    await dialog.getByLabel(/^Mot de passe/).fill('pas-le-bon');
    await dialog.getByRole('button', { name: 'Supprimer mon compte' }).click();
    await expect(dialog.getByText('Mot de passe incorrect', { exact: true })).toBeVisible();
  });

  await test.step('the right password deletes it: back home, signed out', async () => {
    const dialog = page.getByRole('dialog', { name: 'Supprimer définitivement votre compte ?' });
    await dialog.getByLabel(/^Mot de passe/).fill(customer.password);
    await dialog.getByRole('button', { name: 'Supprimer mon compte' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('region', { name: /^Notifications/ }).getByText('Compte supprimé', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
    expect((await page.request.get('/api/user')).status()).toBe(401);
  });

  await test.step('the e-mail no longer signs in, and may sign up again', async () => {
    const login = await page.request.post('/api/login', { headers, data: { email: customer.email, password: customer.password } });
    expect(login.status()).toBe(401);
    expect((await page.request.post('/api/register', { headers, data: customer })).status()).toBe(201);
  });
});
