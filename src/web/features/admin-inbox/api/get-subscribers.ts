import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Subscriber } from '@contracts/inbox';
import { apiWithHeaders, withQuery } from '@/lib/api';
import { PAGE_SIZE } from './get-messages';

/** `GET /api/admin/inbox/subscribers`: one page, the totals in `X-Total-Count` and `X-Confirmed-Count`. */
export const getSubscribers = async (offset: number) => {
  const { data, headers } = await apiWithHeaders<Subscriber[]>(withQuery('/api/admin/inbox/subscribers', { limit: PAGE_SIZE, offset }));
  return { subscribers: data, total: Number(headers.get('x-total-count') ?? data.length), confirmed: Number(headers.get('x-confirmed-count') ?? 0) };
};

export const useSubscribers = (offset: number) =>
  useQuery({ queryKey: ['admin', 'inbox', 'subscribers', offset], queryFn: () => getSubscribers(offset), placeholderData: keepPreviousData });

/** A plain link the browser downloads. */
export const SUBSCRIBERS_CSV_URL = '/api/admin/inbox/subscribers.csv';
