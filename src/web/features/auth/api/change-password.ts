import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const changePassword = (input: { currentPassword: string; newPassword: string }) =>
  api<{ message: string }>('/api/change-password', { method: 'POST', body: input });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
