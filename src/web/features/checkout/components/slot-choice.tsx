import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatDate, formatSlot } from '@/lib/format';
import { useLocale } from '@/i18n/locale';
import { useVisitorZone, visitorSlot } from '@/lib/visitor-time';

/**
 * The slots of the chosen date as radio buttons: one tab stop, arrow keys move, a legend names the date.
 * Slots are Morocco's hours; a visitor whose clock reads otherwise also sees them on their own.
 */
export function SlotChoice({ date, slots, value, onChange, legend }: { date: string; slots: string[]; value: string; onChange: (slot: string) => void; legend: string }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const zone = useVisitorZone();
  const theirs = (slot: string) => {
    const local = visitorSlot(date, slot, zone);
    if (!local) return null;
    return local.day ? t('schedule.slotHereOtherDay', { slot: local.hours, day: formatDate(`${local.day}T12:00:00Z`, locale) }) : t('schedule.slotHere', { slot: local.hours });
  };
  const local = new Map(slots.map((slot) => [slot, theirs(slot)]));
  const elsewhere = [...local.values()].some((text) => text !== null);
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {elsewhere && <p className="mb-2 text-xs text-muted">{t('schedule.moroccoTime')}</p>}
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
            <span>
              {t('schedule.slot', { slot: formatSlot(slot) })}
              {local.get(slot) && <span className="block text-xs font-normal text-muted">{local.get(slot)}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
