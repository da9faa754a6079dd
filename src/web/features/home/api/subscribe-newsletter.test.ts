import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { subscribeNewsletter } from './subscribe-newsletter';

afterEach(() => vi.unstubAllGlobals());

describe('newsletter sign-up', () => {
  it('posts the e-mail and the visitor language, and returns the server message', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ message: 'Merci !' }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await expect(subscribeNewsletter({ email: 'salma@example.com', locale: 'ar' })).resolves.toEqual({ message: 'Merci !' });
    expect(fetch).toHaveBeenCalledWith('/api/newsletter', expect.objectContaining({ method: 'POST', body: '{"email":"salma@example.com","locale":"ar"}' }));
  });

  it('surfaces the server refusal with its message', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 'invalid_data', message: 'Adresse email invalide' }), { status: 400 }));
    const err = await subscribeNewsletter({ email: 'x', locale: 'fr' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).serverMessage).toBe('Adresse email invalide');
  });
});
