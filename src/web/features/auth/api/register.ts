import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate, RegisterInput } from '@contracts/auth';
import type { User } from '@contracts/user';
import { api } from '@/lib/api';
import { missingDetails } from '@/features/auth/utils/profile-payload';
import { cacheSignedIn } from './session-cache';
import { updateProfile } from './update-profile';

/** The account takes `language` (the one chosen in the form, or the page's) for the welcome e-mail and all later ones. */
export const register = (input: RegisterInput, language?: string) => api<User>('/api/register', { method: 'POST', body: input, language });

/** Creates the account (which signs in), then saves the optional details; the account stands even if that fails. */
async function registerWithDetails({ input, details }: { input: RegisterInput; details: ProfileUpdate }) {
  const user = await register(input, details.preferredLanguage);
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
