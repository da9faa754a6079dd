import { useTranslation } from 'react-i18next';
import type { DashboardStats } from '@contracts/dashboard';
import { Money } from '@/components/admin/money';
import { Thumb } from '@/components/admin/thumb';
import { Badge } from '@/components/ui/badge';
import { useLocale } from '@/i18n/locale';
import { localized } from '@/lib/format';
import { ListPanel } from './panel';

/** The first 5 gifts of the catalogue, each marked 'Actif' or 'Inactif'. */
export function Products({ products }: { products: DashboardStats['products'] }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return (
    <ListPanel title={t('dashboard.products')} link={{ href: '/admin/gifts', label: t('dashboard.allGifts') }} empty={t('dashboard.noProducts')} items={products}>
      {(p) => (
        <>
          <Thumb src={p.image} className="h-11 w-11" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium">{localized(p.name, locale)}</p>
            <Money amount={p.price} className="text-sm text-muted" />
          </div>
          <Badge tone={p.isActive ? 'success' : 'neutral'}>{p.isActive ? t('active') : t('inactive')}</Badge>
        </>
      )}
    </ListPanel>
  );
}
