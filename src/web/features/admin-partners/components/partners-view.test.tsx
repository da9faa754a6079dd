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
    expect(await screen.findByText('3 codes utilisés')).toBeTruthy();

    await enter(screen.getByRole('textbox', { name: /Nom du partenaire/ }), 'Riad Yasmine');
    await enter(screen.getByRole('textbox', { name: /Adresse e-mail de connexion/ }), 'riad@yasmine.ma');
    await enter(screen.getByRole('textbox', { name: /Mot de passe/ }), 'Comptoir-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));

    await waitFor(() => expect(server.bodiesOf('POST /api/admin/partners')).toEqual([{ name: 'Riad Yasmine', email: 'riad@yasmine.ma', password: 'Comptoir-2026' }]));
    expect(await screen.findByText('0 code utilisé')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Nom du partenaire/ }) as HTMLInputElement).value).toBe('');
  });

  it('says which field is wrong before sending anything, and when the address already has an account', async () => {
    const server = fakeServer({
      'GET /api/admin/partners': Response.json([]),
      'POST /api/admin/partners': failure(409, 'email_taken', 'Un compte existe déjà avec cet email'),
    });
    await renderDom(<PartnersView />);
    expect(await screen.findByText(text('admin-partners:empty'))).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /Mot de passe/ }), 'court');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText(text('admin-partners:nameError'))).toBeTruthy();
    expect(screen.getByText('Le mot de passe doit contenir au moins 8 caractères.')).toBeTruthy();
    expect(server.bodiesOf('POST /api/admin/partners')).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: /Nom du partenaire/ }), 'Hammam Zitoun');
    await userEvent.type(screen.getByRole('textbox', { name: /Adresse e-mail de connexion/ }), 'client@exemple.ma');
    await userEvent.type(screen.getByRole('textbox', { name: /Mot de passe/ }), '-du-comptoir');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText(text('admin-partners:emailTaken'))).toBeTruthy();
  });

  it('takes a partner’s access away only once the owner confirms', async () => {
    const server = fakeServer({
      'GET /api/admin/partners': [Response.json([spa]), Response.json([])],
      [`DELETE /api/admin/partners/${spa.id}`]: new Response(null, { status: 204 }),
    });
    await renderDom(<PartnersView />, { locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove access' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Spa Atlas’s access?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(server.fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Remove access' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove access' }));
    expect(await screen.findByText('No partners yet.')).toBeTruthy();
    expect(server.fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
  });
});
