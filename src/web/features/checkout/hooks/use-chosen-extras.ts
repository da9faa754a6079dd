import { useMemo, useState } from 'react';
import type { OfferedExtra } from '@contracts/extras';
import { useOfferedExtras, type ExtrasWhere } from '@/features/checkout/api/offered-extras';

export interface ChosenExtra {
  extraId: string;
  quantity: number;
}

/**
 * The extras offered where the gift goes and those the shopper ticked. A choice not offered there (the
 * city changed, the gift became digital) is left out of what is sent, and comes back if it is again.
 */
export function useChosenExtras(where: ExtrasWhere | null) {
  const offered = useOfferedExtras(where);
  const [picked, setPicked] = useState<Record<string, number>>({});
  const list: OfferedExtra[] = useMemo(() => (where ? (offered.data ?? []) : []), [where, offered.data]);
  const chosen: ChosenExtra[] = useMemo(
    () => list.filter((e) => (picked[e.id] ?? 0) > 0).map((e) => ({ extraId: e.id, quantity: Math.min(picked[e.id]!, e.stock) })),
    [list, picked],
  );
  const set = (extraId: string, quantity: number) => setPicked((p) => ({ ...p, [extraId]: quantity }));
  return { offered: list, chosen, set };
}
