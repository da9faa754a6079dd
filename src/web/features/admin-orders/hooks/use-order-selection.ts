import { useCallback, useState } from 'react';
import type { AdminOrder } from '@contracts/admin-orders';

/** Orders ticked for a grouped action; kept whole so their slips can be printed from any page. */
export function useOrderSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<string, AdminOrder>>(new Map());
  const toggle = useCallback((order: AdminOrder, on: boolean) => {
    setSelected((prev) => {
      const next = new Map(prev);
      if (on) next.set(order.id, order);
      else next.delete(order.id);
      return next;
    });
  }, []);
  const setMany = useCallback((orders: AdminOrder[], on: boolean) => {
    setSelected((prev) => {
      const next = new Map(prev);
      for (const o of orders) {
        if (on) next.set(o.id, o);
        else next.delete(o.id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Map()), []);
  return { selected, toggle, setMany, clear };
}
