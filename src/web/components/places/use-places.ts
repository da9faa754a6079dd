import { useEffect, useState } from 'react';
import { indexPlaces, type PlaceIndex } from './match-places';

let loading: Promise<PlaceIndex> | null = null;

/** The list arrives in a chunk of its own, fetched once per page visit, and again if it failed. */
function loadPlaces(): Promise<PlaceIndex> {
  loading ??= import('@contracts/morocco-places').then(
    (m) => indexPlaces(m.moroccoPlaces),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Morocco's places once `wanted` (the field was used, or holds a city to name); null until then. */
export function usePlaces(wanted: boolean): PlaceIndex | null {
  const [index, setIndex] = useState<PlaceIndex | null>(null);
  useEffect(() => {
    if (!wanted || index) return;
    let live = true;
    // Without the list the field still takes a typed place ("Autre lieu").
    loadPlaces().then((i) => live && setIndex(i), () => undefined);
    return () => {
      live = false;
    };
  }, [wanted, index]);
  return index;
}
