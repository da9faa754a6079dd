import { useMemo, useState } from 'react';
import type { OfferedExtra } from '@contracts/extras';
import { useOfferedExtras } from '@/features/checkout/api/offered-extras';

export interface ChosenExtra {
  extraId: string;
  quantity: number;
}

/**
 * The extras offered for this city and those the shopper ticked. A choice the city does not offer (the
 * city changed, the gift became digital) is left out of what is sent, and comes back if the city does.
 */
export function useChosenExtras(city: string | null) {
  const offered = useOfferedExtras(city);
  const [picked, setPicked] = useState<Record<string, number>>({});
  const list: OfferedExtra[] = useMemo(() => (city ? (offered.data ?? []) : []), [city, offered.data]);
  const chosen: ChosenExtra[] = useMemo(
    () => list.filter((e) => (picked[e.id] ?? 0) > 0).map((e) => ({ extraId: e.id, quantity: Math.min(picked[e.id]!, e.stock) })),
    [list, picked],
  );
  const set = (extraId: string, quantity: number) => setPicked((p) => ({ ...p, [extraId]: quantity }));
  return { offered: list, chosen, set };
}
