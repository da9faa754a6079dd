// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { failure, fakeServer } from '@/testing/fake-server';
import { enter } from '@/testing/enter';
import { renderDom } from '@/testing/render-dom';
import AuthPage from './auth';
import { text } from '@/testing/i18n';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const person = (role: string) => ({ id: 'u1', email: 'amina@example.com', firstName: 'Amina', lastName: '', role });

/** Opens /auth (with `search`), signs in as someone of `role` and answers the page they are taken to. */
async function signInAs(role: string, search = '') {
  fakeServer({ 'GET /api/user': failure(401, 'unauthorized', 'Connexion requise'), 'POST /api/login': Response.json(person(role)) });
  const location = memoryLocation({ path: `/auth${search}`, record: true });
  await renderDom(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <AuthPage />
    </Router>,
  );
  await enter(await screen.findByLabelText(new RegExp(`^${text('auth:fields.email')}\\*?$`), { selector: 'input' }), 'amina@example.com');
  await enter(screen.getByLabelText(new RegExp(`^${text('auth:fields.password')}\\*?$`), { selector: 'input' }), 'secret1');
  await userEvent.click(screen.getByRole('button', { name: text('auth:login.submit') }));
  await waitFor(() => expect(location.history.length).toBeGreaterThan(1), { timeout: 3000 });
  return location.history.at(-1);
}

describe('where signing in leads', () => {
  it('takes an admin to the back office', async () => {
    expect(await signInAs('admin')).toBe('/admin');
  });

  it('keeps taking a customer to the home page', async () => {
    expect(await signInAs('customer')).toBe('/');
  });

  it('follows the return path the page was opened with, whoever signs in', async () => {
    expect(await signInAs('admin', '?redirect=%2Fadmin%2Forders')).toBe('/admin/orders');
  });

  it('ignores a return path to another site', async () => {
    expect(await signInAs('customer', '?redirect=%2F%2Felsewhere.example')).toBe('/');
  });
});
