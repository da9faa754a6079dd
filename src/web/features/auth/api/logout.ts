import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api';
import { cacheSignedOut } from './session-cache';

/** An already-ended session (401) is as good as a successful sign-out. */
export async function logout() {
  try {
    await api<unknown>('/api/logout', { method: 'POST' });
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 401)) throw err;
  }
}

export function useLogout(onSignedOut: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      // Leave the page first, so a page that needs an account never sees the user disappear.
      onSignedOut();
      cacheSignedOut(queryClient);
    },
  });
}
