import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { cacheSignedOut } from './session-cache';

/** `DELETE /api/auth/account`: the password confirms it; the session ends with the account. */
export const deleteAccount = (input: { password: string }) => api<{ message: string }>('/api/auth/account', { method: 'DELETE', body: input });

export function useDeleteAccount(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      // Leave the profile first, so it never renders without its user.
      onDeleted();
      cacheSignedOut(queryClient);
    },
  });
}

/** The file of everything the shop holds about the signed-in person (the server names it). */
export const EXPORT_URL = '/api/auth/export';
