import Holidays from 'date-holidays';
import type { HolidayLabels } from '../../../contracts/delivery-slots.js';
import { addDays } from './availability.js';

export interface Holiday {
  date: string;
  /** The French name, the calendar's own. */
  label: string;
  labels: HolidayLabels;
  kind: 'fixed' | 'islamic';
  /** Islamic holidays follow the moon sighting: the computed day is an estimate the owner confirms. */
  estimated: boolean;
}

// date-holidays writes the Islamic ones with a Hijri month in their rule ("1 Shawwal", "10 Dhu al-Hijjah").
const ISLAMIC_RULE = /Muharram|Rabi|Ramadan|Shawwal|Dhu al-Hijjah|Dhu al-Qidah|Safar|Jumada|Rajab|Shaban/i;

// Morocco rests two days for these; date-holidays names only the first.
const TWO_DAYS = new Set(['1 Shawwal', '10 Dhu al-Hijjah', '12 Rabi al-awwal']);
const SECOND_DAY: HolidayLabels = { fr: '(2e jour)', ar: '(اليوم الثاني)', en: '(day 2)' };
// A public holiday since 2024 that date-holidays does not know yet.
const AMAZIGH_NEW_YEAR = { monthDay: '01-14', labels: { fr: 'Nouvel an amazigh', ar: 'رأس السنة الأمازيغية', en: 'Amazigh New Year' } };
const LANGUAGES = ['fr', 'ar', 'en'] as const;

/**
 * Morocco's public holidays of one year, named in French, Arabic and English: what date-holidays
 * gives, the second day of the Eids and the Mawlid, and the Amazigh new year.
 */
export function moroccanHolidays(year: number): Holiday[] {
  const calendar = new Holidays('MA', { languages: [...LANGUAGES], types: ['public'] });
  const named = Object.fromEntries(LANGUAGES.map((lang) => [lang, calendar.getHolidays(year, lang).filter((h) => h.type === 'public')])) as Record<
    (typeof LANGUAGES)[number],
    ReturnType<Holidays['getHolidays']>
  >;
  const out: Holiday[] = [];
  const nameIn = (lang: 'ar' | 'en', h: { date: string; rule: string; name: string }) =>
    named[lang].find((other) => other.date === h.date && other.rule === h.rule)?.name ?? h.name;
  for (const h of named.fr) {
    const labels = { fr: h.name, ar: nameIn('ar', h), en: nameIn('en', h) };
    const start = h.date.slice(0, 10);
    const islamic = ISLAMIC_RULE.test(h.rule);
    const kind = islamic ? 'islamic' : 'fixed';
    out.push({ date: start, label: labels.fr, labels, kind, estimated: islamic });
    const second = addDays(start, 1);
    if (TWO_DAYS.has(h.rule) && second.startsWith(String(year))) {
      const secondLabels = { fr: `${labels.fr} ${SECOND_DAY.fr}`, ar: `${labels.ar} ${SECOND_DAY.ar}`, en: `${labels.en} ${SECOND_DAY.en}` };
      out.push({ date: second, label: secondLabels.fr, labels: secondLabels, kind, estimated: islamic });
    }
  }
  const { labels } = AMAZIGH_NEW_YEAR;
  out.push({ date: `${year}-${AMAZIGH_NEW_YEAR.monthDay}`, label: labels.fr, labels, kind: 'fixed', estimated: false });
  return out.sort((a, b) => a.date.localeCompare(b.date));
}
