import type { z } from 'zod';
import type { TestCardConfirmSchema, TestCardResult } from '@contracts/orders';
import { api } from '@/lib/api';

/** The built-in "Mode test" provider: the server plays the card network. */
export const confirmTestPayment = (input: z.input<typeof TestCardConfirmSchema>) =>
  api<TestCardResult>('/api/payments/test/confirm', { method: 'POST', body: input });
