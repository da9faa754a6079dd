import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Gift } from 'lucide-react';
import type { ClaimSwapLine } from '@contracts/recipient-claims';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/i18n/locale';
import { cn } from '@/lib/cn';
import { localized } from '@/lib/format';
import { GiftPicture } from './claim-gift';

const option = cn(
  'flex cursor-pointer flex-col gap-2 rounded-[var(--radius)] border-2 border-border bg-card p-2 transition hover:border-primary',
  'has-[:checked]:border-primary-strong has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-strong',
);

/** Per swappable line, the gift chosen instead ('' keeps the one offered). */
export type ChosenGifts = Record<string, string>;

/**
 * Before the address: the other gifts the shop lets the recipient take instead, by picture and name, never a
 * price, one choice per gift that may be swapped. Shown only when there are some; each gift offered stays chosen
 * until another is picked.
 */
export function ClaimChoice({ lines, value, onChange, error }: { lines: ClaimSwapLine[]; value: ChosenGifts; onChange: (next: ChosenGifts) => void; error?: string }) {
  const { t } = useTranslation('claim');
  const locale = useLocale();
  const [open, setOpen] = useState(Object.values(value).some(Boolean) || Boolean(error));
  const shown = lines.filter((l) => l.gifts.length > 0);
  if (shown.length === 0) return null;
  const chosen = shown.flatMap((l) => l.gifts.filter((g) => g.id === value[l.itemId]));

  return (
    <section aria-labelledby="claim-choice-title" className="space-y-3 rounded-[var(--radius)] border border-border bg-secondary/30 p-4">
      <h2 id="claim-choice-title" className="font-semibold">
        {t('choice.title')}
      </h2>
      <p className="text-sm text-muted">{t('choice.text')}</p>
      {open ? (
        <div id="claim-choice-list" className="space-y-4">
          {shown.map((line) => {
            const current = value[line.itemId] ?? '';
            const pick = (giftId: string) => onChange({ ...value, [line.itemId]: giftId });
            const name = `gift-${line.itemId}`;
            return (
              <fieldset key={line.itemId} className="min-w-0">
                {/* With several gifts, each choice says which one it replaces. */}
                <legend className="mb-2 text-sm font-medium">{shown.length > 1 ? t('choice.legendFor', { gift: localized(line.name, locale) }) : t('choice.legend')}</legend>
                <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                  <label className={option}>
                    {line.image ? (
                      <GiftPicture src={line.image} />
                    ) : (
                      <span className="flex aspect-square w-full items-center justify-center rounded-[var(--radius)] bg-secondary/60">
                        <Gift className="h-12 w-12 text-primary-strong" aria-hidden="true" />
                      </span>
                    )}
                    <span className="flex items-start gap-2 text-sm font-medium">
                      <input type="radio" name={name} value="" checked={current === ''} onChange={() => pick('')} className="mt-0.5 h-4 w-4 shrink-0 accent-[var(--color-primary-strong)]" />
                      {t('choice.keep')}
                    </span>
                  </label>
                  {line.gifts.map((g) => (
                    <label key={g.id} className={option}>
                      <GiftPicture src={g.image} />
                      <span className="flex items-start gap-2 text-sm font-medium">
                        <input type="radio" name={name} value={g.id} checked={current === g.id} onChange={() => pick(g.id)} className="mt-0.5 h-4 w-4 shrink-0 accent-[var(--color-primary-strong)]" />
                        <span dir="auto">{localized(g.name, locale)}</span>
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            );
          })}
        </div>
      ) : (
        <Button variant="outline" className="w-full sm:w-auto" aria-controls="claim-choice-list" aria-expanded={false} onClick={() => setOpen(true)}>
          {t('choice.open')}
        </Button>
      )}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <p role="status" className="text-sm font-medium">
        {chosen.length ? t('choice.chosen', { gift: chosen.map((g) => localized(g.name, locale)).join(t('choice.and')) }) : null}
      </p>
    </section>
  );
}
