import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, X } from 'lucide-react';
import { TextField } from '@/components/ui/form/field';
import { useDebouncedField } from '@/hooks/use-debounced-field';
import { useLocale } from '@/i18n/locale';
import { localized } from '@/lib/format';
import { useGiftSearch } from '@/features/admin-promotions/api/gifts';
import type { ScopedGift } from '@/features/admin-promotions/utils/promotion-draft';

const SHOWN = 8;

/** The gifts a promotion is limited to, found by name: ticked ones stay listed, with a button to take each off. */
export function GiftScopeField({ value, onChange }: { value: ScopedGift[]; onChange: (gifts: ScopedGift[]) => void }) {
  const { t } = useTranslation('admin-promotions');
  const locale = useLocale();
  const listId = useId();
  const [search, setSearch] = useState('');
  const [text, setText] = useDebouncedField(search, setSearch);
  const found = useGiftSearch(search);
  const chosen = new Set(value.map((g) => g.id));
  const results = search.trim().length >= 2 ? (found.data ?? []).filter((g) => !chosen.has(g.id)).slice(0, SHOWN) : [];
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium">{t('form.giftScope')}</legend>
      <p className="mt-1 text-xs text-muted">{t('form.giftScopeHint')}</p>
      {value.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('form.giftsChosen')}>
          {value.map((g) => (
            <li key={g.id} className="flex items-center gap-1 rounded-full border border-border bg-background px-3 py-1 text-sm">
              {g.name}
              <button
                type="button"
                className="-me-1 grid h-7 w-7 place-items-center rounded-full hover:bg-secondary"
                aria-label={t('form.removeGift', { name: g.name })}
                onClick={() => onChange(value.filter((v) => v.id !== g.id))}
              >
                <X aria-hidden className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <TextField type="search" label={t('form.findGift')} className="mt-2 max-w-sm" value={text} onChange={(e) => setText(e.currentTarget.value)} aria-controls={listId} />
      <ul id={listId} className="mt-2 space-y-1" aria-live="polite">
        {results.map((g) => (
          <li key={g.id}>
            <button type="button" className="flex min-h-11 w-full items-center gap-2 rounded-[var(--radius)] px-2 text-start text-sm hover:bg-secondary" onClick={() => onChange([...value, { id: g.id, name: localized(g.name, locale) }])}>
              <Plus aria-hidden className="h-4 w-4 shrink-0 text-primary" />
              {t('form.addGift', { name: localized(g.name, locale) })}
            </button>
          </li>
        ))}
        {search.trim().length >= 2 && found.isSuccess && results.length === 0 && <li className="text-sm text-muted">{t('form.noGiftFound')}</li>}
      </ul>
    </fieldset>
  );
}
