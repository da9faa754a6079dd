import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** `POST /api/contact`: stored for the back office and e-mailed to the shop. */
export const sendContact = (input: ContactInput) => api<{ message: string }>('/api/contact', { method: 'POST', body: input });

export const useSendContact = () => useMutation({ mutationFn: sendContact });
