import i18next from 'i18next';
import { carryToNextPage, toast, toastReady } from '@/components/ui/toast';
import { ApiError } from './api';

/** The server answers this navigation with a redirect to /auth. */
const LOGIN_URL = '/api/login';
let leaving = false;

/** Tells the person their session ended, then sends them to sign in again after 500 ms. */
export function sessionExpired(texts?: { title: string; description: string }) {
  if (leaving) return;
  leaving = true;
  toast({
    title: texts?.title ?? i18next.t('sessionExpired.title', { ns: 'common' }),
    description: texts?.description ?? i18next.t('sessionExpired.description', { ns: 'common' }),
  });
  // Half a second to read it, counted from when it can show (its code loads with the first toast).
  void toastReady().then(() =>
    window.setTimeout(() => {
      carryToNextPage();
      window.location.assign(LOGIN_URL);
    }, 500),
  );
}

/** Call from a failed query or mutation: handles a 401 and says so. */
export function handleSessionExpired(err: unknown): boolean {
  if (!(err instanceof ApiError) || err.status !== 401) return false;
  sessionExpired();
  return true;
}
