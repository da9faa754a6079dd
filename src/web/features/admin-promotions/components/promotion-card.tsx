import { useTranslation } from 'react-i18next';
import type { Promotion } from '@contracts/promotions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Money } from '@/components/admin/money';
import { useLocale } from '@/i18n/locale';
import { formatDate, formatMoney } from '@/lib/format';
import { promotionState } from '@/features/admin-promotions/utils/promotion-state';

const tones = { active: 'success', paused: 'warning', scheduled: 'info', ended: 'neutral', usedUp: 'neutral' } as const;

/** One promotion: its code or name, what it gives, its dates and state, and what it brought in; pause or resume. */
export function PromotionCard({ promotion: p, onToggle, busy }: { promotion: Promotion; onToggle: () => void; busy: boolean }) {
  const { t } = useTranslation('admin-promotions');
  const locale = useLocale();
  const state = promotionState(p, new Date());
  const value = p.kind === 'percent' ? t('value.percent', { value: Number(p.value) }) : p.kind === 'fixed' ? t('value.fixed', { amount: formatMoney(p.value, locale) }) : t('value.freeDelivery');
  const dates = [p.startsAt && t('from', { date: formatDate(p.startsAt, locale) }), p.endsAt && t('until', { date: formatDate(p.endsAt, locale) })].filter(Boolean).join(' · ');
  return (
    <li className="rounded-[var(--radius)] border border-border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold">
            {p.code ? (
              <bdi dir="ltr" className="font-mono">
                {p.code}
              </bdi>
            ) : (
              p.name
            )}
          </h3>
          <p className="text-sm text-muted">
            {p.automatic ? t('automatic') : p.name} <bdi dir="ltr">{value}</bdi>
          </p>
        </div>
        <Badge tone={tones[state]}>{t(`state.${state}`)}</Badge>
      </div>
      {dates && <p className="mt-2 text-sm text-muted">{dates}</p>}
      <dl className="figures mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted">{t('uses')}</dt>
          <dd className="font-medium">{p.maxUses !== null ? t('usesOf', { uses: p.uses, max: p.maxUses }) : p.uses}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('revenue')}</dt>
          <dd className="font-medium">
            <Money amount={p.revenue} />
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t('discountGiven')}</dt>
          <dd className="font-medium">
            <Money amount={p.discountGiven} />
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t('budget')}</dt>
          <dd className="font-medium">{p.budget !== null ? <Money amount={p.budget} /> : t('noBudget')}</dd>
        </div>
      </dl>
      <div className="mt-3 flex justify-end">
        <Button type="button" variant="outline" size="sm" onClick={onToggle} disabled={busy} aria-label={t(p.active ? 'pauseLabel' : 'resumeLabel', { name: p.code ?? p.name ?? '' })}>
          {t(p.active ? 'pause' : 'resume')}
        </Button>
      </div>
    </li>
  );
}
