import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '@contracts/admin-orders';
import type { OrdersListProps } from './orders-table';
import { AdminOrderCard } from './admin-order-card';

/** The orders of the page as cards, each telling everything about its order; a phone's first view. */
export function OrderCards(props: OrdersListProps & { onPrint: (order: AdminOrder) => void }) {
  const { orders, isSelected, allSelected, onSelect, onSelectAll, onStatus, pendingId, onDetails, onPrint } = props;
  const { t } = useTranslation('admin');
  return (
    <>
      <label className="mb-3 inline-flex cursor-pointer items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={allSelected}
          onChange={(e) => onSelectAll(e.target.checked)}
          className="h-5 w-5 cursor-pointer accent-[var(--color-primary-strong)]"
        />
        {t('orders.selectPage')}
      </label>
      <ul className="space-y-4">
        {orders.map((order) => (
          <AdminOrderCard
            key={order.id}
            order={order}
            selected={isSelected(order)}
            onSelect={(on) => onSelect(order, on)}
            onStatus={(s) => onStatus(order, s)}
            statusPending={pendingId === order.id}
            onDetails={() => onDetails(order)}
            onPrint={() => onPrint(order)}
          />
        ))}
      </ul>
    </>
  );
}
