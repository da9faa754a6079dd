import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@contracts/orders';

/**
 * Where a carried gift goes, as its sender reads it: the street and city they typed, or only the city
 * when the recipient gave the address through the private link (the server keeps it for the shop).
 */
export function useRecipientPlace() {
  const { t } = useTranslation('orders');
  return useCallback(
    (order: Pick<Order, 'recipientAddress' | 'recipientCity'>) =>
      order.recipientAddress ? `${order.recipientAddress}, ${order.recipientCity}` : t('awaitingAddress.givenPrivately', { city: order.recipientCity }),
    [t],
  );
}
