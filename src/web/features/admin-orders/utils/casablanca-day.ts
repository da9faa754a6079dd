/** A calendar day in Morocco (YYYY-MM-DD), `offset` days after today; the shop delivers on Morocco's calendar. */
export function casablancaDay(offset = 0, now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(now);
  // Day arithmetic on the calendar date itself, at noon UTC, so no clock change can skip or repeat a day.
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}
