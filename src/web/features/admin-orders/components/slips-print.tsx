import { useEffect } from 'react';
import type { Order } from '@contracts/orders';
import { useCompanyInfo } from '@/components/layout/use-company-info';
import { DeliverySlip } from './delivery-slip';

/** A5 only while slips are on the page, so printing anything else of the shop keeps the printer's own size. */
const A5 = '@page { size: A5 portrait; margin: 12mm; }';

/**
 * The print-only view: the chosen orders' slips, one A5 page each, printed in one go. The browser's
 * print dialog opens once they are on the page; `onDone` fires when it closes.
 */
export function SlipsPrint({ orders, onDone }: { orders: Order[]; onDone: () => void }) {
  const { name } = useCompanyInfo();
  useEffect(() => {
    if (orders.length === 0) return;
    window.addEventListener('afterprint', onDone, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', onDone);
  }, [orders, onDone]);
  if (orders.length === 0) return null;
  return (
    <div className="hidden print:block">
      <style>{A5}</style>
      {orders.map((order) => (
        <DeliverySlip key={order.id} order={order} shopName={name} />
      ))}
    </div>
  );
}
