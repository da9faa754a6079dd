import { useMutation } from '@tanstack/react-query';
import type { GiftCodeCheck } from '@contracts/gift-codes';
import { api } from '@/lib/api';

/** `GET /api/gift-codes/{code}`: what the code is for and whether it may be used now. */
export const checkGiftCode = (code: string) => api<GiftCodeCheck>(`/api/gift-codes/${encodeURIComponent(code.trim())}`);

/** A check is asked for, not kept in a cache: each press reads the code's state now. */
export const useCheckGiftCode = () => useMutation({ mutationFn: checkGiftCode });
