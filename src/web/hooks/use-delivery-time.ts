import { useTranslation } from 'react-i18next';
import { deliveryZones } from '@contracts/delivery';
import type { PublicSettings } from '@contracts/settings';
import { useSettings } from '@/lib/site-queries';

type DeliveryTimeSettings = Pick<PublicSettings, `delivery_${(typeof deliveryZones)[number]}` | `delivery_time_${(typeof deliveryZones)[number]}`>;

/** The shortest and longest delivery times, in days, of the zones the shop delivers to; null where it delivers nowhere. */
export function deliveryDays(settings: DeliveryTimeSettings): { min: number; max: number } | null {
  const days = deliveryZones.filter((zone) => settings[`delivery_${zone}`]).map((zone) => settings[`delivery_time_${zone}`]);
  return days.length ? { min: Math.min(...days), max: Math.max(...days) } : null;
}

/**
 * The delivery times the shop set per zone (Paramètres › Livraison), as the storefront says them:
 * "1 à 3 jours", "2 jours"; null until the settings arrive or where the shop delivers nowhere.
 */
export function useDeliveryTime(): { text: string; maxDays: number } | null {
  const { t } = useTranslation();
  const { data } = useSettings();
  const days = data ? deliveryDays(data) : null;
  if (!days) return null;
  const text = days.min === days.max ? t('deliveryTime.days', { count: days.max }) : t('deliveryTime.range', { min: days.min, max: days.max, count: days.max });
  return { text, maxDays: days.max };
}
