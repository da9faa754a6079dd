import { useLocale } from '@/i18n/locale';

const names = (locale: string) =>
  // 2030-06-02 is a Sunday: day 0 of the settings, whatever the locale's first day of the week.
  Array.from({ length: 7 }, (_, d) => new Intl.DateTimeFormat(locale === 'ar' ? 'ar-MA' : locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2030, 5, 2 + d))));

/** Days of the week as checkboxes, saved as "0,6" (0 = Sunday); a screen reader hears one group with its legend. */
export function WeekdaysField({ label, hint, value, onChange }: { label: string; hint?: string; value: string; onChange: (value: string) => void }) {
  const locale = useLocale();
  const chosen = new Set(value.split(',').filter(Boolean));
  const toggle = (day: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(day);
    else next.delete(day);
    onChange([...next].sort().join(','));
  };
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      {hint && <p className="mb-2 text-xs text-muted">{hint}</p>}
      <div className="flex flex-wrap gap-2">
        {names(locale).map((name, d) => (
          <label key={name} className="flex items-center gap-1.5 rounded-[var(--radius)] border border-border px-2.5 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10">
            <input type="checkbox" checked={chosen.has(String(d))} onChange={(e) => toggle(String(d), e.currentTarget.checked)} className="accent-[var(--color-primary-strong)]" />
            {name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
