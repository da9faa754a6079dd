import i18next from 'i18next';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import common from '@/i18n/locales/fr/common.json';
import { ApiError } from './api';

const toast = vi.fn();
const carryToNextPage = vi.fn();
vi.mock('@/components/ui/toast', () => ({ toast, toastReady: () => Promise.resolve(), carryToNextPage }));

const assign = vi.fn();
// Through globalThis, so fake timers apply.
vi.stubGlobal('window', { setTimeout: (fn: () => void, ms: number) => globalThis.setTimeout(fn, ms), location: { assign } });
// Test files share their worker: the next one gets its own globals back.
afterAll(() => vi.unstubAllGlobals());
await i18next.init({ lng: 'fr', resources: { fr: { common } } });

const { handleSessionExpired } = await import('./session-expired');

afterEach(() => vi.useRealTimers());

describe('handleSessionExpired', () => {
  it('leaves other failures to the caller', () => {
    expect(handleSessionExpired(new ApiError(400, '{}', 'invalid_data', 'Invalide'))).toBe(false);
    expect(handleSessionExpired(new Error('offline'))).toBe(false);
    expect(toast).not.toHaveBeenCalled();
  });

  it('on a 401, says the session expired and goes to sign in after 500 ms, once', async () => {
    vi.useFakeTimers();
    const expired = new ApiError(401, '{}', 'unauthorized', 'Connexion requise');
    expect(handleSessionExpired(expired)).toBe(true);
    expect(handleSessionExpired(expired)).toBe(true);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast.mock.calls[0]?.[0]).toMatchObject({ title: common.sessionExpired.title, description: common.sessionExpired.description });
    await vi.advanceTimersByTimeAsync(499);
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(assign).toHaveBeenCalledWith('/api/login');
    // The sign-in page shows the toast again.
    expect(carryToNextPage).toHaveBeenCalledTimes(1);
  });
});
