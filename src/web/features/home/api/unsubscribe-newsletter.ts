import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const unsubscribeNewsletter = (token: string) =>
  api<{ message: string }>('/api/newsletter/unsubscribe', { method: 'POST', body: { token } });

export const useUnsubscribeNewsletter = () => useMutation({ mutationFn: unsubscribeNewsletter });
