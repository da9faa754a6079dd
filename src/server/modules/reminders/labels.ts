import type { Locale } from '../../../contracts/common.js';
import { textsIn } from '../../lib/language/texts.js';

/** How a reminder names the occasion and the person, in the customer's language ("l’anniversaire de"). */
export function occasionLabel(locale: Locale, occasion: string) {
  const occasions: Record<string, string> = textsIn(locale, 'server-reminders').occasions;
  return occasions[occasion] ?? occasions.just_because ?? '';
}
