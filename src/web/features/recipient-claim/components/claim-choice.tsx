import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Gift } from 'lucide-react';
import type { ClaimAlternative } from '@contracts/recipient-claims';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/i18n/locale';
import { cn } from '@/lib/cn';
import { localized } from '@/lib/format';
import { GiftPicture } from './claim-gift';

const option = cn(
  'flex cursor-pointer flex-col gap-2 rounded-[var(--radius)] border-2 border-border bg-card p-2 transition hover:border-primary',
  'has-[:checked]:border-primary-strong has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-strong',
);

/**
 * Before the address: the other gifts the shop lets the recipient take instead, by picture and name, never a
 * price. Shown only when there are some; the gift offered stays chosen until another is picked.
 */
export function ClaimChoice({ gifts, value, onChange, error }: { gifts: ClaimAlternative[]; value: string; onChange: (giftId: string) => void; error?: string }) {
  const { t } = useTranslation('claim');
  const locale = useLocale();
  const [open, setOpen] = useState(value !== '' || Boolean(error));
  if (gifts.length === 0) return null;
  const chosen = gifts.find((g) => g.id === value);

  return (
    <section aria-labelledby="claim-choice-title" className="space-y-3 rounded-[var(--radius)] border border-border bg-secondary/30 p-4">
      <h2 id="claim-choice-title" className="font-semibold">
        {t('choice.title')}
      </h2>
      <p className="text-sm text-muted">{t('choice.text')}</p>
      {open ? (
        <fieldset id="claim-choice-list" className="min-w-0">
          <legend className="mb-2 text-sm font-medium">{t('choice.legend')}</legend>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <label className={option}>
              <span className="flex aspect-square w-full items-center justify-center rounded-[var(--radius)] bg-secondary/60">
                <Gift className="h-12 w-12 text-primary-strong" aria-hidden="true" />
              </span>
              <span className="flex items-start gap-2 text-sm font-medium">
                <input type="radio" name="giftId" value="" checked={value === ''} onChange={() => onChange('')} className="mt-0.5 h-4 w-4 shrink-0 accent-[var(--color-primary-strong)]" />
                {t('choice.keep')}
              </span>
            </label>
            {gifts.map((g) => (
              <label key={g.id} className={option}>
                <GiftPicture src={g.image} />
                <span className="flex items-start gap-2 text-sm font-medium">
                  <input type="radio" name="giftId" value={g.id} checked={value === g.id} onChange={() => onChange(g.id)} className="mt-0.5 h-4 w-4 shrink-0 accent-[var(--color-primary-strong)]" />
                  <span dir="auto">{localized(g.name, locale)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
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
        {chosen ? t('choice.chosen', { gift: localized(chosen.name, locale) }) : null}
      </p>
    </section>
  );
}
