import { useSyncExternalStore } from 'react';

export interface CartItem {
  giftId: string;
  name: string;
  price: number;
  quantity: number;
  image?: string;
  /** Set at checkout; kept on the item as the product always has. */
  isAnonymous?: boolean;
  message?: string;
}

export interface CartState {
  items: CartItem[];
  total: number;
  itemCount: number;
}

export const CART_KEY = 'cart';

const summarize = (items: CartItem[]): CartState => ({
  items,
  total: Math.round(items.reduce((sum, i) => sum + i.price * i.quantity, 0) * 100) / 100,
  itemCount: items.reduce((sum, i) => sum + i.quantity, 0),
});

function restore(): CartItem[] {
  try {
    const raw = localStorage.getItem(CART_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) throw new Error('cart is not a list');
    return parsed.filter(
      (i): i is CartItem =>
        typeof i?.giftId === 'string' && typeof i?.name === 'string' && Number.isFinite(i?.price) && Number.isInteger(i?.quantity) && i.quantity > 0,
    );
  } catch (err) {
    console.error('Stored cart ignored', err);
    return [];
  }
}

let state: CartState = summarize(typeof localStorage === 'undefined' ? [] : restore());
const listeners = new Set<() => void>();

function set(items: CartItem[]) {
  state = summarize(items);
  try {
    localStorage.setItem(CART_KEY, JSON.stringify(items));
  } catch {
    // storage full or unavailable: the cart lives for this visit
  }
  listeners.forEach((l) => l());
}

/** The cart's rules (storefront spec §4); every change is saved to the browser. */
export const cart = {
  get: () => state,
  add(item: Omit<CartItem, 'quantity'> & { quantity?: number }) {
    const quantity = item.quantity ?? 1;
    const existing = state.items.find((i) => i.giftId === item.giftId);
    set(
      existing
        ? state.items.map((i) => (i.giftId === item.giftId ? { ...i, quantity: i.quantity + quantity } : i))
        : [...state.items, { ...item, quantity }],
    );
  },
  updateQuantity(giftId: string, quantity: number) {
    const q = Math.max(0, Math.floor(quantity));
    set(q === 0 ? state.items.filter((i) => i.giftId !== giftId) : state.items.map((i) => (i.giftId === giftId ? { ...i, quantity: q } : i)));
  },
  remove: (giftId: string) => set(state.items.filter((i) => i.giftId !== giftId)),
  clear: () => set([]),
  load: (items: CartItem[]) => set(items),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useCart(): CartState {
  return useSyncExternalStore(cart.subscribe, cart.get, cart.get);
}
