/** Why an order did not load, as the detail page tells it. */
export type DetailFailure = 'login' | 'missing' | 'error';

/**
 * The server hides an order its visitor may not read behind a 404. Someone signed out (a guest
 * without that order's cookie) is asked to sign in, as the spec wants; someone signed in reads
 * "not found". `signedIn` is null while the session is still loading.
 */
export function detailFailure(status: number | null, signedIn: boolean | null): DetailFailure | null {
  if (status === 401) return 'login';
  const hidden = status === 403 || status === 404 || status === 400;
  if (hidden && signedIn === null) return null;
  if (hidden) return signedIn ? 'missing' : 'login';
  return 'error';
}
