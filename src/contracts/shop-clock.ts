/**
 * The shop's clock, for the server and the browser alike: Morocco's wall time. Morocco is one zone;
 * Africa/Casablanca's moves around Ramadan (UTC+1 to UTC+0 and back) come from the tz database, so
 * nothing here assumes an offset. A day is a calendar date, "YYYY-MM-DD"; day arithmetic works on the
 * date itself, never on an instant, so no change of the clocks can skip or repeat a day.
 */

export const SHOP_TIME_ZONE = 'Africa/Casablanca';

/** How far ahead a delivery date can be booked, in days after today in Morocco. */
export const MAX_DAYS_AHEAD = 90;

const DAY_MS = 86_400_000;

// One formatter for every call: building an Intl.DateTimeFormat costs more than the date it formats.
const wall = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * Morocco's offsets from UTC over a span of time: `changes` holds [from instant (ms), minutes ahead of
 * UTC], oldest first, the first one opening the span; `until` closes it. The server works them out from
 * its own tz data and hands them to the browser, whose data may be wrong (Chromium 156 on Debian puts
 * Casablanca at UTC+0 all winter).
 */
export interface ShopOffsets {
  changes: [number, number][];
  until: number;
}

let known: ShopOffsets | null = null;

/** From now on, read Morocco's offsets from `offsets` within their span (the browser does, from the boot data). */
export function adoptShopOffsets(offsets: ShopOffsets | null): void {
  known = offsets && offsets.changes.length > 0 ? offsets : null;
}

const wallOf = (instant: number) => {
  const p: Record<string, string> = {};
  for (const part of wall.formatToParts(new Date(instant))) p[part.type] = part.value;
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
};

/** Minutes Morocco's walls are ahead of UTC at `instant` by this machine's tz data. */
const zoneOffset = (instant: number) => {
  const { date, time } = wallOf(instant);
  return (Date.parse(`${date}T${time}:00Z`) - Math.floor(instant / 60_000) * 60_000) / 60_000;
};

/** How far Morocco's walls are ahead of UTC at `instant`, in ms (an hour, none during Ramadan). */
export function shopOffsetAt(instant: number): number {
  const changes = known?.changes;
  if (!changes || instant < changes[0]![0] || instant >= known!.until) return zoneOffset(instant) * 60_000;
  let minutes = changes[0]![1];
  for (const [from, offset] of changes) {
    if (from > instant) break;
    minutes = offset;
  }
  return minutes * 60_000;
}

/** Morocco's offsets from `days` before `now` to `days` after, by this machine's tz data. */
export function shopOffsetsAround(now: Date, days: number): ShopOffsets {
  const start = Math.floor((now.getTime() - days * DAY_MS) / 60_000) * 60_000;
  const until = now.getTime() + days * DAY_MS;
  const changes: [number, number][] = [[start, zoneOffset(start)]];
  // Day by day; a change found between two days is then narrowed to the minute.
  for (let day = start + DAY_MS; day < until; day += DAY_MS) {
    const offset = zoneOffset(day);
    if (offset === changes.at(-1)![1]) continue;
    let [before, after] = [day - DAY_MS, day];
    while (after - before > 60_000) {
      const middle = before + Math.floor((after - before) / 120_000) * 60_000;
      if (zoneOffset(middle) === offset) after = middle;
      else before = middle;
    }
    changes.push([after, offset]);
  }
  return { changes, until };
}

/** The date (YYYY-MM-DD) and time (HH:MM) on Morocco's walls at `now`, whatever the machine's zone. */
export function shopWallTime(now: Date): { date: string; time: string } {
  if (!known) return wallOf(now.getTime());
  const wallClock = new Date(now.getTime() + shopOffsetAt(now.getTime())).toISOString();
  return { date: wallClock.slice(0, 10), time: wallClock.slice(11, 16) };
}

/** Today in Morocco (YYYY-MM-DD). */
export const shopToday = (now: Date) => shopWallTime(now).date;

const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The date `days` after `date` (before it when negative). */
export const addDays = (date: string, days: number) => new Date(dayMs(date) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to`, negative when `to` comes first. */
export const daysBetween = (from: string, to: string) => Math.round((dayMs(to) - dayMs(from)) / DAY_MS);

/** The last date a delivery can be booked for, from `today`. */
export const lastBookableDay = (today: string) => addDays(today, MAX_DAYS_AHEAD);

/** `date` (YYYY-MM-DD) at `time` (HH:MM) on Morocco's walls, as an instant. */
export function shopInstant(date: string, time: string): Date {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  // Twice: the offset at the first guess may differ from the one at the answer across a change.
  const first = asUtc - shopOffsetAt(asUtc);
  return new Date(asUtc - shopOffsetAt(first));
}
