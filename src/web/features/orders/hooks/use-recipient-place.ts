import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@contracts/orders';
import { useLocale } from '@/i18n/locale';
import { useCityName } from './use-city-name';

/**
 * Where a carried gift goes, as its sender reads it: the street and city they typed, or only the city
 * when the recipient gave the address through the private link (the server keeps it for the shop).
 * In Arabic the city takes its Arabic name and the two are joined with the Arabic comma.
 */
export function useRecipientPlace() {
  const { t } = useTranslation('orders');
  const comma = useLocale() === 'ar' ? '، ' : ', ';
  const cityName = useCityName();
  return useCallback(
    (order: Pick<Order, 'recipientAddress' | 'recipientCity'>) => {
      const city = cityName(order.recipientCity ?? '');
      return order.recipientAddress ? `${order.recipientAddress.replace(/[\s,،]+$/, '')}${comma}${city}` : t('awaitingAddress.givenPrivately', { city });
    },
    [t, comma, cityName],
  );
}
