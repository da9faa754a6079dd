import type { CreateOrderInput, Order } from '@contracts/orders';
import { api } from '@/lib/api';

export const createOrder = (input: CreateOrderInput) => api<Order>('/api/orders', { method: 'POST', body: input });
