import { useCallback, useState, useSyncExternalStore } from 'react';

export type OrdersLayout = 'cards' | 'table';

export const ORDERS_LAYOUT_KEY = 'admin-orders-layout';
// From this width the table fits beside the menu; below it a table scrolls sideways, so cards come first.
const TABLE_FITS = '(min-width: 80rem)';

function storedLayout(): OrdersLayout | null {
  try {
    const value = localStorage.getItem(ORDERS_LAYOUT_KEY);
    return value === 'cards' || value === 'table' ? value : null;
  } catch {
    return null;
  }
}

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(TABLE_FITS);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const tableFits = () => window.matchMedia(TABLE_FITS).matches;

/**
 * Cards or a table for the order list: the owner's choice, kept in this browser, else the table
 * where it fits and the cards on a phone or a tablet.
 */
export function useOrdersLayout() {
  const wide = useSyncExternalStore(subscribe, tableFits, () => false);
  const [chosen, setChosen] = useState(storedLayout);
  const choose = useCallback((layout: OrdersLayout) => {
    setChosen(layout);
    try {
      localStorage.setItem(ORDERS_LAYOUT_KEY, layout);
    } catch {
      // not stored: the choice lasts for this visit
    }
  }, []);
  return { layout: chosen ?? (wide ? 'table' : 'cards'), choose };
}
