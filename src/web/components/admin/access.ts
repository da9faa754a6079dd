import type { User } from '@contracts/user';
import { toast, toastReady } from '@/components/ui/toast';

/** Where a visitor stands at the back office's door. */
export type AdminAccess = 'checking' | 'signed-out' | 'forbidden' | 'granted';

/** The server answers this navigation with a redirect to the sign-in page. */
export const LOGIN_URL = '/api/login';
/** Long enough to read the toast's title before the page changes (spec §9). */
export const REDIRECT_DELAY_MS = 500;

/** A partner enters only the redemption screen; an admin every screen. */
export function adminAccess(user: User | null, isLoading: boolean, partnerScreen = false): AdminAccess {
  if (isLoading) return 'checking';
  if (!user) return 'signed-out';
  if (user.role === 'partner') return partnerScreen ? 'granted' : 'forbidden';
  return user.role === 'admin' ? 'granted' : 'forbidden';
}

/** The one screen of a partner's back office. */
export const PARTNER_HOME = '/admin/redeem';

/**
 * Says why the visitor cannot stay, then sends them on after 500 ms: to sign in when signed out,
 * home otherwise. Returns a cancel, for an effect's cleanup.
 */
export function turnAway(
  access: 'signed-out' | 'forbidden',
  texts: { title: string; description: string },
  go: { login: () => void; home: () => void },
): () => void {
  toast({ ...texts, variant: 'destructive' });
  // The delay counts from when the toast can show (its code loads with the first toast).
  let timer: number | undefined;
  let cancelled = false;
  void toastReady().then(() => {
    if (!cancelled) timer = window.setTimeout(access === 'signed-out' ? go.login : go.home, REDIRECT_DELAY_MS);
  });
  return () => {
    cancelled = true;
    window.clearTimeout(timer);
  };
}
