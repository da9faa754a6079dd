import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput } from '@contracts/content';
import { api } from '@/lib/api';

/** `POST /api/contact`: stored for the back office and e-mailed to the shop. */
export const sendContact = (input: ContactMessageInput) =>
  api<{ message: string }>('/api/contact', { method: 'POST', body: input });

export const useSendContact = () => useMutation({ mutationFn: sendContact });
