import { useTranslation } from 'react-i18next';
import type { CartRecoveryFigures } from '@contracts/saved-carts';
import { useLocale } from '@/i18n/locale';
import { formatMoney } from '@/lib/format';
import { useCartRecovery } from '@/features/admin-dashboard/api/get-cart-recovery';
import { EmptyLine, Panel } from './panel';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-0.5 font-heading text-xl font-semibold sm:text-2xl">
        <bdi>{value}</bdi>
      </dd>
    </div>
  );
}

/** Carts brought back: checkouts left with consent, reminded, recovered, and the paid revenue they made. */
export function CartRecoveryFiguresView({ figures }: { figures: CartRecoveryFigures }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  if (figures.saved === 0) return <EmptyLine>{t('dashboard.cartRecovery.none')}</EmptyLine>;
  return (
    <div className="px-4 py-4 sm:px-5">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Figure label={t('dashboard.cartRecovery.saved')} value={String(figures.saved)} />
        <Figure label={t('dashboard.cartRecovery.reminded')} value={String(figures.reminded)} />
        <Figure label={t('dashboard.cartRecovery.recovered')} value={String(figures.recovered)} />
        <Figure label={t('dashboard.cartRecovery.revenue')} value={formatMoney(figures.revenue, locale)} />
      </dl>
      <p className="mt-3 text-xs text-muted">{t('dashboard.cartRecovery.note', { days: figures.days })}</p>
    </div>
  );
}

export function CartRecovery() {
  const { t } = useTranslation('admin');
  const figures = useCartRecovery();
  return (
    <Panel title={t('dashboard.cartRecovery.title')} link={{ href: '/admin/settings', label: t('dashboard.cartRecovery.settings') }}>
      {figures.data ? <CartRecoveryFiguresView figures={figures.data} /> : <EmptyLine>{t(figures.isError ? 'loadError' : 'loading')}</EmptyLine>}
    </Panel>
  );
}
