import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@contracts/orders';
import { toast } from '@/components/ui/toast';
import { useErrorText } from '@/lib/errors';
import { handleSessionExpired } from '@/lib/session-expired';
import { useUpdateOrderStatus, useUpdateOrderStatuses } from '@/features/admin-orders/api/update-order-status';

/** Changes one order's status, or several, with the spec's toasts; a 401 signs in again. */
export function useStatusChange() {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const one = useUpdateOrderStatus();
  const many = useUpdateOrderStatuses();

  const change = (id: string, status: OrderStatus) =>
    one.mutate(
      { id, status },
      {
        onSuccess: () => toast({ title: t('orders.statusUpdated'), variant: 'success' }),
        onError: (err) => {
          if (!handleSessionExpired(err)) toast({ title: t('orders.statusError'), description: errorText(err, ''), variant: 'destructive' });
        },
      },
    );

  const changeMany = (ids: string[], status: OrderStatus, onDone?: () => void) =>
    many.mutate(
      { ids, status },
      {
        onSuccess: (results) => {
          const failures = results.filter((r) => r.status === 'rejected').map((r) => r.reason as unknown);
          if (failures.some((err) => handleSessionExpired(err))) return;
          if (failures.length === 0) {
            toast({ title: t('orders.statusUpdated'), description: t('orders.bulkDone', { count: ids.length }), variant: 'success' });
            onDone?.();
          } else {
            toast({
              title: t('orders.statusError'),
              description: t('orders.bulkFailed', { count: failures.length, total: ids.length, reason: errorText(failures[0], '') }),
              variant: 'destructive',
            });
          }
        },
      },
    );

  return { change, changeMany, pendingId: one.isPending ? one.variables.id : null, bulkPending: many.isPending };
}
