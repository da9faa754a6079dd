import { useMutation } from '@tanstack/react-query';
import type { Locale } from '@contracts/common';
import { api } from '@/lib/api';

export interface NewsletterInput {
  email: string;
  locale: Locale;
}

export const subscribeNewsletter = (input: NewsletterInput) =>
  api<{ message: string }>('/api/newsletter', { method: 'POST', body: input });

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter });
