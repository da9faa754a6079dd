import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DashboardStats } from '@contracts/dashboard';
import { Badge } from '@/components/ui/badge';
import { useLocale } from '@/i18n/locale';
import { localized } from '@/lib/format';
import { ListPanel } from './panel';

/** Physical gifts with 3 or fewer left: to restock before they sell out. */
export function LowStock({ items }: { items: DashboardStats['lowStock'] }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return (
    <ListPanel title={t('dashboard.lowStock')} link={{ href: '/admin/gifts', label: t('dashboard.manageGifts') }} empty={t('dashboard.noLowStock')} items={items}>
      {(g) => (
        <>
          <AlertTriangle className={g.stock === 0 ? 'h-5 w-5 shrink-0 text-danger' : 'h-5 w-5 shrink-0 text-amber-700'} aria-hidden="true" />
          <p className="min-w-0 flex-1 truncate">
            {localized(g.name, locale)}
            {!g.isActive && <span className="text-sm text-muted"> · {t('inactive')}</span>}
          </p>
          <Badge tone={g.stock === 0 ? 'danger' : 'warning'}>{g.stock === 0 ? t('dashboard.soldOut') : t('dashboard.left', { count: g.stock })}</Badge>
        </>
      )}
    </ListPanel>
  );
}
