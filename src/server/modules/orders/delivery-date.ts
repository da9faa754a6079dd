import { invalid } from '../../lib/app-error.js';

const MAX_DAYS_AHEAD = 90;
const DAY = 86_400_000;

// Made once: building an Intl.DateTimeFormat costs more than the date it formats, on every order.
const casablancaDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in Morocco (YYYY-MM-DD), whatever the server's time zone. */
export const casablancaToday = (now = new Date()): string => casablancaDate.format(now);

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY;

/** A chosen delivery date is a real date, not before today in Casablanca and at most 90 days ahead. */
export function checkDeliveryDate(date: string | null | undefined, now = new Date()) {
  if (!date) return;
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) throw invalid('Date de livraison invalide');
  const ahead = dayNumber(date) - dayNumber(casablancaToday(now));
  if (ahead < 0) throw invalid('La date de livraison ne peut pas être dans le passé');
  if (ahead > MAX_DAYS_AHEAD) throw invalid(`La date de livraison ne peut pas dépasser ${MAX_DAYS_AHEAD} jours`);
}
