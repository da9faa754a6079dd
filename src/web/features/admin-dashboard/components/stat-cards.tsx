import type { ReactNode } from 'react';
import { Clock, Gift, Minus, Package, TrendingDown, TrendingUp, Wallet, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DashboardStats } from '@contracts/dashboard';
import { Card } from '@/components/ui/card';
import { useLocale } from '@/i18n/locale';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { formatChange } from '@/features/admin-dashboard/utils/change';

const trendStyle = {
  up: { icon: TrendingUp, className: 'text-success' },
  down: { icon: TrendingDown, className: 'text-danger' },
  flat: { icon: Minus, className: 'text-muted' },
  none: { icon: Minus, className: 'text-foreground' },
} as const;

/** "+12 % vs les 30 jours précédents", or "—" and why there is no comparison. */
export function ChangeNote({ change, noneText }: { change: number | null; noneText: string }) {
  const { t } = useTranslation('admin');
  const { trend, text } = formatChange(change, useLocale());
  const style = trendStyle[trend];
  return (
    <p className="mt-2 flex items-start gap-1.5 text-sm">
      {trend !== 'none' && <style.icon className={cn('mt-0.5 h-4 w-4 shrink-0 rtl:-scale-x-100', style.className)} aria-hidden="true" />}
      <span>
        <bdi dir="ltr" className={cn('font-semibold', style.className)}>
          {text}
        </bdi>{' '}
        <span className="text-muted">{trend === 'none' ? noneText : t('dashboard.vsPrevious')}</span>
      </span>
    </p>
  );
}

function StatCard(props: { icon: LucideIcon; label: string; value: string; children?: ReactNode }) {
  return (
    <Card className="p-3.5 sm:p-5">
      <div className="flex items-start justify-between gap-2">
        <h2 className="font-sans text-sm font-medium text-muted">{props.label}</h2>
        <span className="hidden h-9 w-9 shrink-0 place-items-center rounded-full bg-primary/20 text-primary-strong min-[480px]:grid" aria-hidden="true">
          <props.icon className="h-5 w-5" />
        </span>
      </div>
      <p className="mt-1 font-heading text-xl font-semibold sm:text-3xl">
        <bdi>{props.value}</bdi>
      </p>
      {props.children}
    </Card>
  );
}

/** The four figures of the spec, each changes over 30 days said in words. */
export function StatCards({ stats }: { stats: DashboardStats }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatCard icon={Package} label={t('dashboard.totalOrders')} value={String(stats.totalOrders)}>
        <ChangeNote change={stats.ordersChange} noneText={t('dashboard.ordersNoComparison')} />
      </StatCard>
      <StatCard icon={Wallet} label={t('dashboard.totalRevenue')} value={formatMoney(stats.totalRevenue, locale)}>
        <ChangeNote change={stats.revenueChange} noneText={t('dashboard.revenueNoComparison')} />
        <p className="mt-1 text-xs text-muted">{t('dashboard.revenueNote')}</p>
      </StatCard>
      <StatCard icon={Clock} label={t('dashboard.pendingOrders')} value={String(stats.pendingOrders)}>
        <p className="mt-2 text-sm text-muted">{t('dashboard.pendingNote')}</p>
      </StatCard>
      <StatCard icon={Gift} label={t('dashboard.totalProducts')} value={String(stats.totalProducts)}>
        <p className="mt-2 text-sm text-muted">{t('dashboard.productsNote')}</p>
      </StatCard>
    </div>
  );
}
