import Holidays from 'date-holidays';
import { addDays } from './availability.js';

export interface Holiday {
  date: string;
  label: string;
  kind: 'fixed' | 'islamic';
  /** Islamic holidays follow the moon sighting: the computed day is an estimate the owner confirms. */
  estimated: boolean;
}

// date-holidays writes the Islamic ones with a Hijri month in their rule ("1 Shawwal", "10 Dhu al-Hijjah").
const ISLAMIC_RULE = /Muharram|Rabi|Ramadan|Shawwal|Dhu al-Hijjah|Dhu al-Qidah|Safar|Jumada|Rajab|Shaban/i;

// Morocco rests two days for these; date-holidays names only the first.
const TWO_DAYS = new Set(['1 Shawwal', '10 Dhu al-Hijjah', '12 Rabi al-awwal']);
// A public holiday since 2024 that date-holidays does not know yet.
const AMAZIGH_NEW_YEAR = { monthDay: '01-14', label: 'Nouvel an amazigh' };

/**
 * Morocco's public holidays of one year, in French: what date-holidays gives, the second day of the
 * Eids and the Mawlid, and the Amazigh new year.
 */
export function moroccanHolidays(year: number): Holiday[] {
  const calendar = new Holidays('MA', { languages: ['fr'], types: ['public'] });
  const out: Holiday[] = [];
  for (const h of calendar.getHolidays(year, 'fr')) {
    if (h.type !== 'public') continue;
    const start = h.date.slice(0, 10);
    const islamic = ISLAMIC_RULE.test(h.rule);
    const kind = islamic ? 'islamic' : 'fixed';
    out.push({ date: start, label: h.name, kind, estimated: islamic });
    const second = addDays(start, 1);
    if (TWO_DAYS.has(h.rule) && second.startsWith(String(year))) out.push({ date: second, label: `${h.name} (2e jour)`, kind, estimated: islamic });
  }
  out.push({ date: `${year}-${AMAZIGH_NEW_YEAR.monthDay}`, label: AMAZIGH_NEW_YEAR.label, kind: 'fixed', estimated: false });
  return out.sort((a, b) => a.date.localeCompare(b.date));
}
