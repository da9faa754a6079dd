import { useQuery } from '@tanstack/react-query';
import { DELIVERED_PHOTO_FIELD, PHOTO_DECLINED_FIELD, type DeliveryProof } from '@contracts/delivery-proof';
import { adminKeys } from '@/lib/admin-keys';
import { api } from '@/lib/api';
import { useOrderChange } from '@/hooks/use-order-change';

const deliveryKey = (orderId: string) => [...adminKeys.order(orderId), 'delivery'] as const;

/** `GET /api/orders/{id}/delivery`, which an admin may read for any order. */
export const useOrderDelivery = (orderId: string) =>
  useQuery({ queryKey: deliveryKey(orderId), queryFn: () => api<DeliveryProof>(`/api/orders/${encodeURIComponent(orderId)}/delivery`) });

/** `POST /api/admin/orders/{id}/delivered` (multipart): delivered, with the courier's photo or the recipient's "no photo". */
export const useMarkDelivered = (orderId: string) =>
  useOrderChange(({ photo, declined }: { photo: File | null; declined: boolean }) => {
    const form = new FormData();
    form.append(PHOTO_DECLINED_FIELD, String(declined));
    if (photo && !declined) form.append(DELIVERED_PHOTO_FIELD, photo);
    return api<unknown>(`/api/admin/orders/${encodeURIComponent(orderId)}/delivered`, { method: 'POST', form });
  });

/** `POST /api/admin/orders/{id}/delivery-attempts`: a failed delivery and its reason. */
export const useRecordAttempt = (orderId: string) =>
  useOrderChange((reason: string) =>
    api<{ number: number; charged: boolean }>(`/api/admin/orders/${encodeURIComponent(orderId)}/delivery-attempts`, { method: 'POST', body: { reason } }),
  );
