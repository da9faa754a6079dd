import { useSyncExternalStore } from 'react';
import { SHOP_TIME_ZONE, shopInstant } from '@contracts/shop-clock';

const never = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || null;
const onServer = () => null;

/** The visitor's clock zone (the browser's), null while the server draws or the first render hydrates. */
export const useVisitorZone = () => useSyncExternalStore(never, browserZone, onServer);

// One formatter per zone: building one costs more than the time it formats, and a slot list formats several.
const formats = new Map<string, Intl.DateTimeFormat>();
const wallParts = (instant: Date, zone: string) => {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    formats.set(zone, format);
  }
  const p: Record<string, string> = {};
  for (const part of format.formatToParts(instant)) p[part.type] = part.value;
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
};

/**
 * `time` (HH:MM) of `date` on Morocco's walls as the visitor's own clock reads it, with the day when it
 * is another; null when the visitor's clock reads the same (they live in Morocco's zone, or its offset).
 */
export function visitorWallTime(date: string, time: string, zone: string | null): { date: string; time: string; otherDay: boolean } | null {
  if (!zone || zone === SHOP_TIME_ZONE) return null;
  let local;
  try {
    local = wallParts(shopInstant(date, time), zone);
  } catch {
    return null; // a zone name this browser's Intl does not know
  }
  if (local.date === date && local.time === time) return null;
  return { ...local, otherDay: local.date !== date };
}

/** A slot ("09:00-13:00" on Morocco's walls) on the visitor's clock: its hours, and its day when it is another. */
export function visitorSlot(date: string, slot: string, zone: string | null): { hours: string; day: string | null } | null {
  const [start = '', end = ''] = slot.split('-');
  const from = visitorWallTime(date, start, zone);
  const to = visitorWallTime(date, end, zone);
  if (!from || !to) return null;
  return { hours: `\u2066${from.time}–${to.time}\u2069`, day: from.otherDay ? from.date : null };
}
