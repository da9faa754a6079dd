import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** `POST /api/test-smtp`: connects and authenticates with the saved mail settings. */
export const useTestSmtp = () => useMutation({ mutationFn: () => api<{ message?: string }>('/api/test-smtp', { method: 'POST', body: {} }) });

/** `POST /api/test-email`: sends a test e-mail to the admin e-mail. */
export const useTestEmail = () => useMutation({ mutationFn: () => api<{ message?: string }>('/api/test-email', { method: 'POST', body: {} }) });
