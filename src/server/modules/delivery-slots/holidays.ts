import Holidays from 'date-holidays';
import type { HolidayLabels } from '../../../contracts/delivery-slots.js';
import { addDays } from '../../../contracts/shop-clock.js';

export interface Holiday {
  date: string;
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

/**
 * Morocco's public holidays of one year, named in French, Arabic and English: what date-holidays
 * gives, the second day of the Eids and the Mawlid, and the Amazigh new year.
 */
export function moroccanHolidays(year: number): Holiday[] {
  const calendar = new Holidays('MA', { languages: ['fr', 'ar', 'en'], types: ['public'] });
  const publicIn = (lang: keyof HolidayLabels) => calendar.getHolidays(year, lang).filter((h) => h.type === 'public');
  const [ar, en] = [publicIn('ar'), publicIn('en')];
  const nameIn = (named: typeof ar, h: (typeof ar)[number]) => named.find((other) => other.date === h.date && other.rule === h.rule)?.name ?? h.name;
  const out: Holiday[] = [];
  for (const h of publicIn('fr')) {
    const labels = { fr: h.name, ar: nameIn(ar, h), en: nameIn(en, h) };
    const start = h.date.slice(0, 10);
    const islamic = ISLAMIC_RULE.test(h.rule);
    const kind = islamic ? 'islamic' : 'fixed';
    out.push({ date: start, labels, kind, estimated: islamic });
    const second = addDays(start, 1);
    if (TWO_DAYS.has(h.rule) && second.startsWith(String(year))) {
      const secondDay = { fr: `${labels.fr} ${SECOND_DAY.fr}`, ar: `${labels.ar} ${SECOND_DAY.ar}`, en: `${labels.en} ${SECOND_DAY.en}` };
      out.push({ date: second, labels: secondDay, kind, estimated: islamic });
    }
  }
  out.push({ date: `${year}-${AMAZIGH_NEW_YEAR.monthDay}`, labels: AMAZIGH_NEW_YEAR.labels, kind: 'fixed', estimated: false });
  return out.sort((a, b) => a.date.localeCompare(b.date));
}
