import { useMemo, type CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import { arMA, enUS, fr } from 'date-fns/locale';
import type { Locale } from '@contracts/common';
import 'react-day-picker/style.css';

// The shop's colours instead of the calendar's default blue.
const shopColours = {
  '--rdp-accent-color': 'var(--color-primary-strong)',
  '--rdp-accent-background-color': 'color-mix(in srgb, var(--color-primary) 20%, transparent)',
  '--rdp-today-color': 'var(--color-primary-strong)',
} as CSSProperties;

const dateLocales = { fr, ar: arMA, en: enUS };

/** "2030-06-04" as the calendar's local midnight, and back: calendar days carry no time zone. */
export const toDay = (iso: string) => {
  const [y = 0, m = 1, d = 1] = iso.split('-').map(Number);
  return new Date(y, m - 1, d);
};
export const toIso = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

export interface SlotCalendarProps {
  /** The dates that can be chosen (YYYY-MM-DD); every other day is greyed out. */
  available: string[];
  selected: string;
  onSelect: (date: string) => void;
  locale: Locale;
  /** Today in Morocco: the first month shown. */
  today: string;
  labelledBy?: string;
}

/**
 * A month calendar in the visitor's language (Arabic right to left) where only the dates the shop can
 * deliver on are enabled; arrow keys move between days, Enter chooses.
 */
export function SlotCalendar({ available, selected, onSelect, locale, today, labelledBy }: SlotCalendarProps) {
  const open = useMemo(() => new Set(available), [available]);
  const first = toDay(today);
  const last = available.length > 0 ? toDay(available[available.length - 1]!) : first;
  return (
    <DayPicker
      mode="single"
      required={false}
      locale={dateLocales[locale]}
      dir={locale === 'ar' ? 'rtl' : 'ltr'}
      aria-labelledby={labelledBy}
      startMonth={first}
      endMonth={last}
      defaultMonth={selected ? toDay(selected) : available[0] ? toDay(available[0]) : first}
      selected={selected ? toDay(selected) : undefined}
      onSelect={(day) => onSelect(day ? toIso(day) : '')}
      disabled={(day) => !open.has(toIso(day))}
      style={shopColours}
    />
  );
}
