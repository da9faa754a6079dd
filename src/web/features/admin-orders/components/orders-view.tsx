import { useCallback, useState, type ReactNode } from 'react';
import { Download, PackageSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '@contracts/admin-orders';
import { PageHeader } from '@/components/admin/page-header';
import { Button, buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/skeleton';
import { useSessionExpiredOn } from '@/hooks/use-session-expired';
import { cn } from '@/lib/cn';
import { useAdminOrders } from '@/features/admin-orders/api/get-admin-orders';
import { ordersCsvUrl } from '@/features/admin-orders/api/orders-csv';
import { useOrderFilters } from '@/features/admin-orders/hooks/use-order-filters';
import { useOrderSelection } from '@/features/admin-orders/hooks/use-order-selection';
import { useOrdersLayout } from '@/features/admin-orders/hooks/use-orders-layout';
import { useStatusChange } from '@/features/admin-orders/hooks/use-status-change';
import { pageCount, pageQuery, toOrderQuery } from '@/features/admin-orders/utils/order-filters';
import { BulkBar } from './bulk-bar';
import { OrderCards } from './order-cards';
import { OrderDetailsDialog } from './order-details-dialog';
import { OrderFiltersBar } from './order-filters-bar';
import { OrdersLayoutToggle } from './orders-layout-toggle';
import { OrdersTable, type OrdersListProps } from './orders-table';
import { Pager } from '@/components/admin/pager';
import { SlipsPrint } from './slips-print';

/** 'Commandes': filter, search, page through as cards or a table, change statuses one by one or together, print slips, export. */
export function OrdersView({ detailsExtra }: { detailsExtra?: (order: AdminOrder) => ReactNode } = {}) {
  const { t } = useTranslation('admin');
  const filters = useOrderFilters();
  const orders = useAdminOrders(pageQuery(filters.filters));
  const selection = useOrderSelection();
  const status = useStatusChange();
  const { layout, choose } = useOrdersLayout();
  // The id, not a copy: the dialog shows the order as the list reads it again (a new note, a new status).
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [printing, setPrinting] = useState<AdminOrder[]>([]);
  const donePrinting = useCallback(() => setPrinting([]), []);
  useSessionExpiredOn(orders.error);

  const list = orders.data?.orders ?? [];
  const details = list.find((o) => o.id === detailsId) ?? null;
  const allOnPage = list.length > 0 && list.every((o) => selection.selected.has(o.id));
  const selected = [...selection.selected.values()];
  const listProps: OrdersListProps = {
    orders: list,
    isSelected: (order) => selection.selected.has(order.id),
    allSelected: allOnPage,
    onSelect: selection.toggle,
    onSelectAll: (on) => selection.setMany(list, on),
    onStatus: (order, s) => status.change(order.id, s),
    pendingId: status.pendingId,
    onDetails: (order) => setDetailsId(order.id),
  };

  return (
    <>
      {/* Room at the bottom of a phone's screen for the pinned selection bar. */}
      <div className={cn(printing.length > 0 && 'print:hidden', selection.selected.size > 0 && 'pb-44 lg:pb-0')}>
        <PageHeader
          title={t('nav.orders')}
          description={orders.data ? t('orders.count', { count: orders.data.total }) : t('orders.subtitle')}
          actions={
            <>
              <OrdersLayoutToggle layout={layout} onChange={choose} />
              <a href={ordersCsvUrl(toOrderQuery(filters.filters))} download className={buttonClass('outline', 'md')}>
                <Download className="h-4 w-4" aria-hidden="true" />
                {t('orders.exportCsv')}
              </a>
            </>
          }
        />
        <OrderFiltersBar filters={filters} />
        {selection.selected.size > 0 && (
          <BulkBar
            count={selection.selected.size}
            pending={status.bulkPending}
            onStatus={(s) => status.changeMany([...selection.selected.keys()], s, selection.clear)}
            onPrint={() => setPrinting(selected)}
            onClear={selection.clear}
          />
        )}
        {orders.isPending ? (
          <Spinner label={t('loading')} className="min-h-[30vh]" />
        ) : orders.isError ? (
          <div role="alert" className="rounded-[var(--radius)] border border-danger/40 bg-red-50 p-4">
            <p>{t('loadError')}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void orders.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : list.length === 0 ? (
          <div className="rounded-[calc(var(--radius)*2)] border border-dashed border-border bg-card p-8 text-center">
            <PackageSearch className="mx-auto h-8 w-8 text-muted" aria-hidden="true" />
            <p className="mt-3 text-muted">{t('orders.empty')}</p>
          </div>
        ) : (
          <>
            {layout === 'table' ? <OrdersTable {...listProps} /> : <OrderCards {...listProps} onPrint={(order) => setPrinting([order])} />}
            <Pager page={filters.filters.page} pages={pageCount(orders.data.total)} onPage={(page) => filters.update({ page })} label={t('orders.pages')} />
          </>
        )}
        <OrderDetailsDialog order={details} onOpenChange={(open) => !open && setDetailsId(null)} extra={detailsExtra} />
      </div>
      <SlipsPrint orders={printing} onDone={donePrinting} />
    </>
  );
}
