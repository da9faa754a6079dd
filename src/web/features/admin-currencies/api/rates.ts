import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrencyRate } from '@contracts/currencies';
import type { VisitorCurrency } from '@contracts/currency-codes';
import { api } from '@/lib/api';
import { currenciesQuery } from '@/lib/site-queries';

const ratesKey = currenciesQuery.queryKey;

/** `GET /api/currencies`: the dirham and each currency with a rate, the storefront's own query. */
export const useRates = () => useQuery(currenciesQuery);

/** `PUT /api/admin/currencies/{code}` `{ rate }`: sets the dirhams for one unit; the currency is offered from then on. */
export function useSaveRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, rate }: { code: VisitorCurrency; rate: string }) => api<CurrencyRate>(`/api/admin/currencies/${code}`, { method: 'PUT', body: { rate } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ratesKey }),
  });
}

/** `DELETE /api/admin/currencies/{code}`: no longer offered. */
export function useRemoveRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: VisitorCurrency) => api<void>(`/api/admin/currencies/${code}`, { method: 'DELETE' }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ratesKey }),
  });
}
