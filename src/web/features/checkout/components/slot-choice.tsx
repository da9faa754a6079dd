import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatSlot } from '@/lib/format';

/** The slots of the chosen date as radio buttons: one tab stop, arrow keys move, a legend names the date. */
export function SlotChoice({ slots, value, onChange, legend }: { slots: string[]; value: string; onChange: (slot: string) => void; legend: string }) {
  const { t } = useTranslation('checkout');
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {slots.map((slot) => (
          <label
            key={slot}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-[var(--radius)] border border-border bg-background/60 px-3 py-2.5 text-sm',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary',
              value === slot && 'border-primary bg-primary/10 font-medium',
            )}
          >
            <input type="radio" name="deliverySlot" value={slot} checked={value === slot} onChange={() => onChange(slot)} className="h-4 w-4 accent-[var(--color-primary-strong)]" />
            <span>{t('schedule.slot', { slot: formatSlot(slot) })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
