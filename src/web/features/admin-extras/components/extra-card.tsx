import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Extra } from '@contracts/extras';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Money } from '@/components/admin/money';
import { useLocale } from '@/i18n/locale';
import { localized } from '@/lib/format';
import { ExtraForm } from './extra-form';

/**
 * One extra: its name, price, VAT and zones, what is left and sold; the stock changed in place, pause
 * or resume, or every field changed in the form it opens in its place.
 */
export function ExtraCard({
  extra: e,
  busy,
  onToggle,
  onStock,
}: {
  extra: Extra;
  busy: boolean;
  onToggle: () => void;
  onStock: (stock: number) => void;
}) {
  const { t } = useTranslation('admin-extras');
  const locale = useLocale();
  const name = localized(e.name, locale);
  const [stock, setStock] = useState(String(e.stock));
  const [editing, setEditing] = useState(false);
  const changed = stock.trim() !== String(e.stock) && /^\d{1,7}$/.test(stock.trim());
  const saveStock = (ev: FormEvent) => {
    ev.preventDefault();
    if (changed) onStock(Number(stock.trim()));
  };
  const state = !e.active ? 'paused' : e.stock === 0 ? 'soldOut' : 'active';
  if (editing) {
    return (
      <li className="rounded-[var(--radius)] border border-border bg-card p-4 sm:p-6">
        <ExtraForm extra={e} onDone={() => setEditing(false)} />
      </li>
    );
  }
  return (
    <li className="rounded-[var(--radius)] border border-border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold">
            <bdi>{name}</bdi>
          </h3>
          <p className="text-sm text-muted">
            <Money amount={e.price} /> · {t('vat', { rate: e.vatRate })}
          </p>
          <p className="text-sm text-muted">{e.zones.map((z) => t(`zones.${z}`)).join(' · ')}</p>
        </div>
        <Badge tone={state === 'active' ? 'success' : state === 'paused' ? 'warning' : 'neutral'}>{t(`state.${state}`)}</Badge>
      </div>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <form onSubmit={saveStock} className="flex items-end gap-2" noValidate>
          <label className="text-sm">
            <span className="mb-1 block text-muted">{t('stock')}</span>
            <input
              className="figures h-11 w-24 rounded-[var(--radius)] border border-border bg-background px-3"
              inputMode="numeric"
              value={stock}
              onChange={(ev) => setStock(ev.currentTarget.value)}
              aria-label={t('stockOf', { name })}
            />
          </label>
          <Button type="submit" variant="outline" size="sm" disabled={!changed || busy}>
            {t('saveStock')}
          </Button>
          <span className="pb-2 text-sm text-muted">{t('sold', { count: e.sold })}</span>
        </form>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => setEditing(true)} disabled={busy} aria-label={t('editLabel', { name })}>
            {t('edit')}
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={onToggle} disabled={busy} aria-label={t(e.active ? 'pauseLabel' : 'resumeLabel', { name })}>
            {t(e.active ? 'pause' : 'resume')}
          </Button>
        </div>
      </div>
    </li>
  );
}
