import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DashboardStats } from '@contracts/dashboard';
import { Badge } from '@/components/ui/badge';
import { useLocale } from '@/i18n/locale';
import { localized } from '@/lib/format';
import { EmptyLine, Panel } from './panel';

/** Physical gifts with 3 or fewer left: to restock before they sell out. */
export function LowStock({ items }: { items: DashboardStats['lowStock'] }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return (
    <Panel title={t('dashboard.lowStock')} link={{ href: '/admin/gifts', label: t('dashboard.manageGifts') }}>
      {items.length === 0 ? (
        <EmptyLine>{t('dashboard.noLowStock')}</EmptyLine>
      ) : (
        <ul className="divide-y divide-border">
          {items.map((g) => (
            <li key={g.id} className="flex items-center gap-3 px-4 py-3 sm:px-5">
              <AlertTriangle className={g.stock === 0 ? 'h-5 w-5 shrink-0 text-danger' : 'h-5 w-5 shrink-0 text-amber-700'} aria-hidden="true" />
              <p className="min-w-0 flex-1 truncate">
                {localized(g.name, locale)}
                {!g.isActive && <span className="text-sm text-muted"> · {t('inactive')}</span>}
              </p>
              <Badge tone={g.stock === 0 ? 'danger' : 'warning'}>{g.stock === 0 ? t('dashboard.soldOut') : t('dashboard.left', { count: g.stock })}</Badge>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
