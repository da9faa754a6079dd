import { useMutation } from '@tanstack/react-query';
import type { Locale } from '@contracts/common';
import type { RestoredCart } from '@contracts/saved-carts';
import { api } from '@/lib/api';

/** `POST /api/saved-carts/restore`: the reminder's cart as the shop sells it now. */
export const useRestoreCart = () =>
  useMutation({ mutationFn: (input: { token: string; locale: Locale }) => api<RestoredCart>('/api/saved-carts/restore', { method: 'POST', body: input }) });

/** `POST /api/saved-carts/stop`: no cart reminder to this contact again. */
export const useStopCartReminders = () =>
  useMutation({ mutationFn: (token: string) => api<void>('/api/saved-carts/stop', { method: 'POST', body: { token } }) });
