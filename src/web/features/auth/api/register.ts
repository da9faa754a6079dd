import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate, RegisterInput } from '../../../../contracts/auth';
import type { User } from '../../../../contracts/user';
import { api } from '../../../lib/api';
import { missingDetails } from '../utils/profile-payload';
import { cacheSignedIn } from './session-cache';
import { updateProfile } from './update-profile';

export const register = (input: RegisterInput) => api<User>('/api/register', { method: 'POST', body: input });

/** Creates the account (which signs in), then saves the optional details; the account stands even if that fails. */
async function registerWithDetails({ input, details }: { input: RegisterInput; details: ProfileUpdate }) {
  const user = await register(input);
  const missing = missingDetails(user, details);
  if (!missing) return user;
  return updateProfile(missing).catch(() => user);
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
