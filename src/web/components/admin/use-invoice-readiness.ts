import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceReadiness } from '@contracts/invoices';
import { adminKeys } from '@/lib/admin-keys';
import { api } from '@/lib/api';

export const getInvoiceReadiness = () => api<InvoiceReadiness>('/api/admin/invoices/readiness');

// Read again on each screen that shows it: the settings may have just been completed.
export const invoiceReadinessQuery = queryOptions({ queryKey: adminKeys.invoiceReadiness, queryFn: getInvoiceReadiness, staleTime: 0 });

export const useInvoiceReadiness = () => useQuery(invoiceReadinessQuery);
