import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const resetPassword = (input: { token: string; newPassword: string }) =>
  api<{ message: string }>('/api/reset-password', { method: 'POST', body: input });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
