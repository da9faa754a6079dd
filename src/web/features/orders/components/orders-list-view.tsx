import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Info, LogIn, PackageSearch, ShoppingBag } from 'lucide-react';
import { Button, buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/skeleton';
import { useUser } from '@/hooks/use-user';
import { useOrders } from '@/features/orders/api/get-orders';
import { OrderCard } from './order-card';
import { EmptyState } from './empty-state';

/** 'Mes Commandes': a signed-in customer's orders, or those a guest placed from this browser. */
export function OrdersListView() {
  const { t } = useTranslation('orders');
  const { user, isLoading: userLoading } = useUser();
  const orders = useOrders(!userLoading);

  if (userLoading || orders.isPending) return <Spinner label={t('common.loading')} className="min-h-[40vh]" />;
  if (orders.isError) {
    return (
      <EmptyState icon={PackageSearch} title={t('common.loadError')} headingLevel={1}>
        <Button onClick={() => void orders.refetch()}>{t('common.retry')}</Button>
      </EmptyState>
    );
  }
  const list = orders.data;
  if (!user && list.length === 0) {
    return (
      <EmptyState icon={LogIn} title={t('list.loginRequired')} text={t('list.loginText')} headingLevel={1}>
        <a href="/api/login" className={buttonClass('primary', 'lg')}>
          {t('list.login')}
        </a>
        <Link href="/track" className={buttonClass('link', 'md')}>
          {t('list.track')}
        </Link>
      </EmptyState>
    );
  }
  return (
    <>
      <header className="mb-8 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-semibold sm:text-4xl">{t('list.title')}</h1>
          <p className="mt-2 text-muted">{t('list.subtitle')}</p>
        </div>
        {list.length > 0 && <p className="text-sm font-medium text-muted">{t('list.count', { count: list.length })}</p>}
      </header>
      {!user && (
        <p className="mb-6 flex items-start gap-2 rounded-[var(--radius)] bg-secondary/70 p-4 text-sm">
          <Info className="mt-0.5 h-4 w-4 shrink-0 text-primary-strong" aria-hidden="true" />
          {t('list.guestNotice')}
        </p>
      )}
      {list.length === 0 ? (
        <EmptyState icon={ShoppingBag} title={t('list.empty')} text={t('list.emptyText')}>
          <Link href="/catalog" className={buttonClass('primary', 'lg')}>
            {t('list.browse')}
          </Link>
        </EmptyState>
      ) : (
        <ul className="space-y-5">
          {list.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
