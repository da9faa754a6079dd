import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const checkResetLink = (token: string, signal?: AbortSignal) =>
  api<{ message: string }>(`/api/reset-password/${encodeURIComponent(token)}`, { signal });

export const resetLinkQuery = (token: string) =>
  queryOptions({ queryKey: ['reset-link', token], queryFn: ({ signal }) => checkResetLink(token, signal), staleTime: 0, gcTime: 0 });

/** Whether the link in the address can still be used: asked on arrival, so a used or expired one shows as such at once. */
export const useResetLink = (token: string) => useQuery({ ...resetLinkQuery(token), enabled: token !== '' });
