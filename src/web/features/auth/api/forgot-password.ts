import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const forgotPassword = (input: { email: string }) =>
  api<{ message: string }>('/api/forgot-password', { method: 'POST', body: input });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
