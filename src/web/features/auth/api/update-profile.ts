import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate } from '@contracts/auth';
import type { User } from '@contracts/user';
import { api } from '@/lib/api';
import { userQuery } from '@/hooks/use-user';

export const updateProfile = (update: ProfileUpdate) => api<User>('/api/profile', { method: 'PUT', body: update });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(userQuery.queryKey, user),
  });
}
