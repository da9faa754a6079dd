import { useTranslation } from 'react-i18next';
import { InvoiceReadinessBanner } from '@/components/admin/invoice-readiness-banner';
import { PageHeader } from '@/components/admin/page-header';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/skeleton';
import { useSessionExpiredOn } from '@/hooks/use-session-expired';
import { useDashboardStats } from '@/features/admin-dashboard/api/get-dashboard-stats';
import { CartRecovery } from './cart-recovery';
import { DailyChart } from './daily-chart';
import { LowStock } from './low-stock';
import { Products } from './products';
import { QuickLinks } from './quick-links';
import { RecentOrders } from './recent-orders';
import { StatCards } from './stat-cards';

/** 'Tableau de bord': the shop's figures at a glance and the way to each screen. */
export function DashboardView() {
  const { t } = useTranslation('admin');
  const stats = useDashboardStats();
  useSessionExpiredOn(stats.error);
  return (
    <>
      <PageHeader title={t('nav.dashboard')} description={t('dashboard.subtitle')} />
      <InvoiceReadinessBanner className="mb-6" />
      <div className="mb-6">
        <QuickLinks />
      </div>
      {stats.isPending ? (
        <Spinner label={t('loading')} className="min-h-[40vh]" />
      ) : stats.isError ? (
        <div role="alert" className="rounded-[var(--radius)] border border-danger/40 bg-red-50 p-4">
          <p>{t('loadError')}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void stats.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <div className="space-y-6">
          <StatCards stats={stats.data} />
          <DailyChart daily={stats.data.daily} />
          <CartRecovery />
          <div className="grid gap-6 lg:grid-cols-2">
            <RecentOrders orders={stats.data.recentOrders} />
            <div className="space-y-6">
              <LowStock items={stats.data.lowStock} />
              <Products products={stats.data.products} />
            </div>
          </div>
        </div>
      )}
    </>
  );
}
