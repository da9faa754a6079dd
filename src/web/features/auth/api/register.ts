import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate, RegisterInput } from '../../../../contracts/auth';
import type { User } from '../../../../contracts/user';
import { api } from '../../../lib/api';
import { cacheSignedIn } from './session-cache';
import { updateProfile } from './update-profile';

export const register = (input: RegisterInput) => api<User>('/api/register', { method: 'POST', body: input });

/** Creates the account (which signs in), then saves the optional details; the account stands even if that fails. */
async function registerWithDetails({ input, details }: { input: RegisterInput; details: ProfileUpdate | null }) {
  const user = await register(input);
  if (!details) return user;
  return updateProfile(details).catch(() => user);
}

/** `onSignedIn` runs in the same update as the cache, so the page never shows a half-signed-in state. */
export function useRegister(onSignedIn: (user: User) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerWithDetails,
    onSuccess: (user) => {
      onSignedIn(user);
      cacheSignedIn(queryClient, user);
    },
  });
}
