import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@contracts/user';

const toast = vi.fn();
vi.mock('@/components/ui/toast', () => ({ toast, toastReady: () => Promise.resolve() }));
// Through globalThis, so fake timers apply.
vi.stubGlobal('window', {
  setTimeout: (fn: () => void, ms: number) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id: number) => globalThis.clearTimeout(id),
});
// Test files share their worker: the next one gets its own globals back.
afterAll(() => vi.unstubAllGlobals());

const { adminAccess, turnAway } = await import('./access');

const user = (role: User['role']) => ({ id: '6f1c1f4e-8f0b-4a61-9a55-1b2d0f3c4a5b', role, firstName: 'Salma' }) as User;
const go = () => ({ login: vi.fn(), home: vi.fn() });

afterEach(() => {
  vi.useRealTimers();
  toast.mockReset();
});

describe('who may enter the back office', () => {
  it('waits while the session is being read, then lets an admin in', () => {
    expect(adminAccess(null, true)).toBe('checking');
    expect(adminAccess(user('admin'), false)).toBe('granted');
  });

  it('tells a signed-out visitor from a signed-in customer', () => {
    expect(adminAccess(null, false)).toBe('signed-out');
    expect(adminAccess(user('customer'), false)).toBe('forbidden');
  });

  it('lets a partner into the redemption screen only, and a customer not even there', () => {
    expect(adminAccess(user('partner'), false, true)).toBe('granted');
    expect(adminAccess(user('partner'), false)).toBe('forbidden');
    expect(adminAccess(user('customer'), false, true)).toBe('forbidden');
    expect(adminAccess(user('admin'), false, true)).toBe('granted');
  });
});

describe('turning a visitor away', () => {
  it('sends a signed-out visitor to sign in 500 ms after saying why', async () => {
    vi.useFakeTimers();
    const to = go();
    turnAway('signed-out', { title: 'Accès non autorisé', description: 'Connexion requise. Redirection...' }, to);
    expect(toast).toHaveBeenCalledWith({ title: 'Accès non autorisé', description: 'Connexion requise. Redirection...', variant: 'destructive' });
    await vi.advanceTimersByTimeAsync(499);
    expect(to.login).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(to.login).toHaveBeenCalledOnce();
    expect(to.home).not.toHaveBeenCalled();
  });

  it('sends a customer home after 500 ms', async () => {
    vi.useFakeTimers();
    const to = go();
    turnAway('forbidden', { title: 'Accès refusé', description: 'Vous devez être administrateur pour accéder à cette page.' }, to);
    await vi.advanceTimersByTimeAsync(500);
    expect(to.home).toHaveBeenCalledOnce();
    expect(to.login).not.toHaveBeenCalled();
  });

  it('goes nowhere once cancelled (the page was left first)', async () => {
    vi.useFakeTimers();
    const to = go();
    const cancel = turnAway('forbidden', { title: 'Accès refusé', description: '' }, to);
    cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(to.home).not.toHaveBeenCalled();
  });
});
