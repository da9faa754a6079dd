import { invalid } from '../../lib/app-error.js';
import { daysBetween, MAX_DAYS_AHEAD, shopToday } from '../../../contracts/shop-clock.js';

/** A chosen delivery date is a real date, not before today in Casablanca and at most 90 days ahead. */
export function checkDeliveryDate(date: string | null | undefined, now = new Date()) {
  if (!date) return;
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) throw invalid('Date de livraison invalide');
  const ahead = daysBetween(shopToday(now), date);
  if (ahead < 0) throw invalid('La date de livraison ne peut pas être dans le passé');
  if (ahead > MAX_DAYS_AHEAD) throw invalid(`La date de livraison ne peut pas dépasser ${MAX_DAYS_AHEAD} jours`);
}
