import { useMutation } from '@tanstack/react-query';
import type { GiftCodeCheck } from '@contracts/gift-codes';
import { api } from '@/lib/api';

/** `POST /api/gift-codes/{code}/redeem`: marks it used, once; a second time answers 409 `gift_code_redeemed`. */
export const redeemGiftCode = (code: string) => api<GiftCodeCheck>(`/api/gift-codes/${encodeURIComponent(code.trim())}/redeem`, { method: 'POST' });

export const useRedeemGiftCode = () => useMutation({ mutationFn: redeemGiftCode });
