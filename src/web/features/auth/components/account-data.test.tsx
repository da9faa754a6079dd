// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enter } from '@/testing/enter';
import { renderDom } from '@/testing/render-dom';
import { failure, fakeServer } from '@/testing/fake-server';
import { AccountData } from './account-data';
import { text } from '@/testing/i18n';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DELETE = 'DELETE /api/auth/account';
/** The password field's label, its required star aside. */
const passwordLabel = () => new RegExp(`^${text('auth:profile.data.password')}\\*?$`);

async function openDeletion() {
  await userEvent.click(screen.getByRole('button', { name: text('auth:profile.data.delete') }));
  return screen.findByRole('dialog', { name: text('auth:profile.data.confirmTitle') });
}

describe('my personal data, in the profile’s security tab', () => {
  it('downloads the export as a file', async () => {
    await renderDom(<AccountData isAdmin={false} />);
    const link = screen.getByRole('link', { name: text('auth:profile.data.export') });
    expect(link.getAttribute('href')).toBe('/api/auth/export');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('asks for the password, keeps the dialog open on a wrong one and deletes with the right one', async () => {
    const server = fakeServer({
      [DELETE]: [failure(400, 'wrong_password', 'Mot de passe incorrect'), Response.json({ message: 'Votre compte et vos données personnelles ont été supprimés.' })],
    });
    await renderDom(<AccountData isAdmin={false} />);
    const dialog = await openDeletion();
    const confirm = within(dialog).getByRole('button', { name: text('auth:profile.data.confirm') });

    await userEvent.click(confirm);
    expect(within(dialog).getByText(text('auth:validation.required'))).toBeTruthy();
    expect(server.fetch).not.toHaveBeenCalled();

    await enter(within(dialog).getByLabelText(passwordLabel(), { selector: 'input' }), 'pas-le-bon');
    await userEvent.click(confirm);
    expect(await within(dialog).findByText('Mot de passe incorrect')).toBeTruthy();

    const password = within(dialog).getByLabelText(passwordLabel(), { selector: 'input' });
    await userEvent.clear(password);
    await enter(password, 'le-bon-secret');
    await userEvent.click(confirm);
    expect(await screen.findByText(text('auth:profile.data.deleted'))).toBeTruthy();
    expect(server.bodiesOf(DELETE)).toEqual([{ password: 'pas-le-bon' }, { password: 'le-bon-secret' }]);
  });

  it('tells an admin the last admin cannot go, in Arabic too', async () => {
    fakeServer({ [DELETE]: failure(409, 'last_admin', 'C’est le seul compte administrateur') });
    await renderDom(<AccountData isAdmin />, { locale: 'ar' });
    expect(screen.getByText(text('auth:profile.data.deleteTextAdmin'))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: text('auth:profile.data.delete') }));
    const dialog = await screen.findByRole('dialog');
    await enter(within(dialog).getByLabelText(passwordLabel(), { selector: 'input' }), 'secret');
    await userEvent.click(within(dialog).getByRole('button', { name: text('auth:profile.data.confirm') }));
    expect(await within(dialog).findByText(text('errors:last_admin'))).toBeTruthy();
  });
});
