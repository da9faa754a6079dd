import { useQuery } from '@tanstack/react-query';
import type { CashVoucherConfig } from '@contracts/orders';
import { api } from '@/lib/api';

/** Whether the shop takes cash at Wafacash agencies (Binga set up, or a demo shop). */
export const useCashVoucherConfig = () =>
  useQuery({ queryKey: ['payments', 'cash-voucher'], queryFn: () => api<CashVoucherConfig>('/api/payments/cash-voucher') });
