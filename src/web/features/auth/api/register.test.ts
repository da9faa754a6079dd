import { afterEach, describe, expect, it, vi } from 'vitest';
import { register } from './register';

afterEach(() => vi.unstubAllGlobals());

const user = { id: 'u1', email: 'jane@example.com', firstName: 'Jane', preferredLanguage: 'en' };
const headersOf = (fetch: ReturnType<typeof vi.fn>) => (fetch.mock.calls[0]?.[1] as RequestInit).headers as Record<string, string>;

describe('sign-up', () => {
  it('asks the server for the language chosen in the form, so the welcome e-mail speaks it', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(user), { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    await register({ email: 'jane@example.com', password: 'Secret123!', firstName: 'Jane', lastName: '' }, 'en');
    expect(headersOf(fetch)['accept-language']).toBe('en');
  });

  it('otherwise sends the page’s language', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(user), { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    await register({ email: 'jane@example.com', password: 'Secret123!', firstName: 'Jane', lastName: '' });
    expect(headersOf(fetch)['accept-language']).toBe('fr');
  });
});
