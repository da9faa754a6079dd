import { useCallback } from 'react';
import { placeNamed } from '@/components/places/match-places';
import { usePlaces } from '@/components/places/use-places';
import { useLocale } from '@/i18n/locale';

/**
 * A city as the reader's language names it: the Arabic name from the list of Moroccan places on an
 * Arabic page (fetched when first needed, the stored name until then), the stored name otherwise.
 */
export function useCityName() {
  const arabic = useLocale() === 'ar';
  const places = usePlaces(arabic);
  return useCallback((city: string) => (arabic && places ? (placeNamed(places, city)?.[1] ?? city) : city), [arabic, places]);
}
