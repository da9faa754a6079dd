import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const confirmNewsletter = (token: string) =>
  api<{ message: string }>('/api/newsletter/confirm', { method: 'POST', body: { token } });

export const useConfirmNewsletter = () => useMutation({ mutationFn: confirmNewsletter });
