import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '@contracts/admin-orders';
import type { OrderStatus } from '@contracts/orders';
import { OrderRow } from './order-row';
import { headCell, headRow, pinned } from './orders-table-cells';

/** What the list shows and what it does with a tick, a status or a click on 'Détails', as cards or as a table. */
export interface OrdersListProps {
  orders: AdminOrder[];
  isSelected: (order: AdminOrder) => boolean;
  allSelected: boolean;
  onSelect: (order: AdminOrder, on: boolean) => void;
  onSelectAll: (on: boolean) => void;
  onStatus: (order: AdminOrder, status: OrderStatus) => void;
  pendingId: string | null;
  onDetails: (order: AdminOrder) => void;
}

/** The orders of the page, one row each, many to a screen; on a phone it scrolls sideways under the pinned order numbers. */
export function OrdersTable({ orders, isSelected, allSelected, onSelect, onSelectAll, onStatus, pendingId, onDetails }: OrdersListProps) {
  const { t } = useTranslation('admin');
  // Amounts are read against the end edge, as in the cards' totals.
  const columns = [
    { label: t('orders.table.placed') },
    { label: t('orders.customer') },
    { label: t('orders.recipient') },
    { label: t('orders.delivery') },
    { label: t('orders.total'), end: true },
    { label: t('orders.payment') },
    { label: t('orders.status') },
  ];
  return (
    // Positioned, so the screen reader's hidden texts inside it scroll with it too (in Arabic they would widen the page).
    <div className="relative overflow-x-auto rounded-[calc(var(--radius)*2)] border border-border bg-card shadow-[var(--shadow-card)]">
      <table className="figures w-full border-separate border-spacing-0 text-[0.8125rem]">
        <caption className="sr-only">{t('orders.table.caption')}</caption>
        <thead>
          <tr className={headRow}>
            <th scope="col" className={pinned.headCheck}>
              <input
                type="checkbox"
                checked={allSelected}
                onChange={(e) => onSelectAll(e.target.checked)}
                aria-label={t('orders.selectPage')}
                className="h-5 w-5 cursor-pointer align-middle accent-[var(--color-primary-strong)]"
              />
            </th>
            <th scope="col" className={pinned.headNumber}>
              {t('orders.table.number')}
            </th>
            {columns.map(({ label, end }) => (
              <th key={label} scope="col" className={end ? `${headCell} text-end` : headCell}>
                {label}
              </th>
            ))}
            <th scope="col" className={headCell}>
              <span className="sr-only">{t('orders.table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <OrderRow
              key={order.id}
              order={order}
              selected={isSelected(order)}
              onSelect={(on) => onSelect(order, on)}
              onStatus={(s) => onStatus(order, s)}
              statusPending={pendingId === order.id}
              onDetails={() => onDetails(order)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
