import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '@contracts/auth';
import type { User } from '@contracts/user';
import { api } from '@/lib/api';
import { cacheSignedIn } from './session-cache';

export const login = (input: LoginInput) => api<User>('/api/login', { method: 'POST', body: input });

/** `onSignedIn` runs in the same update as the cache, so the page never shows a half-signed-in state. */
export function useLogin(onSignedIn: (user: User) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      onSignedIn(user);
      cacheSignedIn(queryClient, user);
    },
  });
}
