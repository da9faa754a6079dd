import { placeKey } from '@contracts/delivery';
import type { Place } from '@contracts/morocco-places';

interface Entry {
  place: Place;
  /** The keys of its French name, Arabic name and other spellings. */
  keys: string[];
}

/** The list of places with their search keys, built once when the list arrives. */
export interface PlaceIndex {
  entries: Entry[];
  /** A place by any of its keys: a name typed in full is that place. */
  byKey: Map<string, Place>;
  /** A place by its French name, the value the form holds. */
  byName: Map<string, Place>;
}

const compact = (key: string) => key.replace(/ /g, '');

export function indexPlaces(places: readonly Place[]): PlaceIndex {
  const entries = places.map((place) => ({ place, keys: place.map(placeKey) }));
  const byKey = new Map<string, Place>();
  for (const { place, keys } of entries) for (const key of keys) if (!byKey.has(compact(key))) byKey.set(compact(key), place);
  return { entries, byKey, byName: new Map(places.map((p) => [p[0], p])) };
}

/** The place a name typed in full means, however it is written; undefined for a place not in the list. */
export const placeNamed = (index: PlaceIndex, text: string) => index.byKey.get(compact(placeKey(text)));

/**
 * The places a query matches, best first: a name that starts with it, then a word of a name that
 * does, then a name that holds it anywhere; the largest towns first within each. Without a query,
 * the largest towns.
 */
export function matchPlaces(index: PlaceIndex, query: string, limit = 8): Place[] {
  const q = placeKey(query);
  if (!q) return index.entries.slice(0, limit).map((e) => e.place);
  const rank = (keys: string[]) => {
    if (keys.some((k) => k.startsWith(q))) return 0;
    if (keys.some((k) => k.includes(` ${q}`))) return 1;
    return keys.some((k) => compact(k).includes(compact(q))) ? 2 : 3;
  };
  return index.entries
    .map((e, order) => ({ place: e.place, order, rank: rank(e.keys) }))
    .filter((m) => m.rank < 3)
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, limit)
    .map((m) => m.place);
}
