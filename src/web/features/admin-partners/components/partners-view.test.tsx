// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enter } from '@/testing/enter';
import type { Partner } from '@contracts/partners';
import { renderDom } from '@/testing/render-dom';
import { failure, fakeServer } from '@/testing/fake-server';
import { PartnersView } from './partners-view';
import { text } from '@/testing/i18n';

/** A field named by this key's text (its star or hint aside). */
const labelled = (key: Parameters<typeof text>[0]) => new RegExp(`^${text(key)}`);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const spa: Partner = {
  id: '0b6f1a52-6c0e-4c39-9d1e-3f6e5b7a8c90',
  name: 'Spa Atlas',
  email: 'accueil@spaatlas.ma',
  createdAt: '2026-11-02T09:00:00.000Z',
  redeemed: 3,
  lastRedeemedAt: '2026-11-20T15:30:00.000Z',
};

describe('the partners screen', () => {
  it('adds a partner with the password typed, then lists it', async () => {
    const riad = { ...spa, id: '1c7a2b63-7d1f-4d4a-8e2f-4a7f6c8b9d01', name: 'Riad Yasmine', email: 'riad@yasmine.ma', redeemed: 0, lastRedeemedAt: null };
    const server = fakeServer({
      'GET /api/admin/partners': [Response.json([spa]), Response.json([riad, spa])],
      'POST /api/admin/partners': Response.json(riad, { status: 201 }),
    });
    await renderDom(<PartnersView />);
    expect(await screen.findByText(text('admin-partners:redeemed', { count: 3 }))).toBeTruthy();

    await enter(screen.getByRole('textbox', { name: labelled('admin-partners:name') }), 'Riad Yasmine');
    await enter(screen.getByRole('textbox', { name: labelled('admin-partners:email') }), 'riad@yasmine.ma');
    await enter(screen.getByRole('textbox', { name: labelled('admin-partners:password') }), 'Comptoir-2026');
    await userEvent.click(screen.getByRole('button', { name: text('admin-partners:add') }));

    await waitFor(() => expect(server.bodiesOf('POST /api/admin/partners')).toEqual([{ name: 'Riad Yasmine', email: 'riad@yasmine.ma', password: 'Comptoir-2026' }]));
    expect(await screen.findByText(text('admin-partners:redeemed', { count: 0 }))).toBeTruthy();
    expect((screen.getByRole('textbox', { name: labelled('admin-partners:name') }) as HTMLInputElement).value).toBe('');
  });

  it('says which field is wrong before sending anything, and when the address already has an account', async () => {
    const server = fakeServer({
      'GET /api/admin/partners': Response.json([]),
      'POST /api/admin/partners': failure(409, 'email_taken', 'Un compte existe déjà avec cet email'),
    });
    await renderDom(<PartnersView />);
    expect(await screen.findByText(text('admin-partners:empty'))).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: labelled('admin-partners:password') }), 'court');
    await userEvent.click(screen.getByRole('button', { name: text('admin-partners:add') }));
    expect(await screen.findByText(text('admin-partners:nameError'))).toBeTruthy();
    expect(screen.getByText(text('admin-partners:passwordError', { count: 8 }))).toBeTruthy();
    expect(server.bodiesOf('POST /api/admin/partners')).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: labelled('admin-partners:name') }), 'Hammam Zitoun');
    await userEvent.type(screen.getByRole('textbox', { name: labelled('admin-partners:email') }), 'client@exemple.ma');
    await userEvent.type(screen.getByRole('textbox', { name: labelled('admin-partners:password') }), '-du-comptoir');
    await userEvent.click(screen.getByRole('button', { name: text('admin-partners:add') }));
    expect(await screen.findByText(text('admin-partners:emailTaken'))).toBeTruthy();
  });

  it('takes a partner’s access away only once the owner confirms', async () => {
    const server = fakeServer({
      'GET /api/admin/partners': [Response.json([spa]), Response.json([])],
      [`DELETE /api/admin/partners/${spa.id}`]: new Response(null, { status: 204 }),
    });
    await renderDom(<PartnersView />, { locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: text('admin-partners:revoke') }));
    const dialog = await screen.findByRole('dialog', { name: text('admin-partners:confirmTitle', { name: 'Spa Atlas' }) });
    await userEvent.click(within(dialog).getByRole('button', { name: text('admin-partners:keep') }));
    expect(server.fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: text('admin-partners:revoke') }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: text('admin-partners:confirm') }));
    expect(await screen.findByText(text('admin-partners:empty'))).toBeTruthy();
    expect(server.fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
  });
});
