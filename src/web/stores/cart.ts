import { useSyncExternalStore } from 'react';
import type { Locale, Localized } from '@contracts/common';
import { localized } from '@/lib/format';

export interface CartItem {
  giftId: string;
  /** The name in the language the gift was added in; `names` is preferred when known. */
  name: string;
  /** The gift's name in every language it has, so the cart follows a change of language. */
  names?: Localized;
  price: number;
  quantity: number;
  image?: string;
  /** The stock last known for the gift: null unlimited, undefined not known (a cart saved before it was kept). */
  stock?: number | null;
  /** A digital gift (e-card, voucher) needs no address; undefined until known (a cart saved before it was kept). */
  type?: 'physical' | 'digital';
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

/** What an add or a quantity change did: the line's quantity now, and whether the stock cut the request. */
export interface CartChange {
  quantity: number;
  capped: boolean;
  /** The shop's limit on the articles of one order (`max_order_items`) is what cut it. */
  limited: boolean;
}

/** A line's name in the page's language: the gift's own name there when the cart knows it. */
export const lineName = (item: Pick<CartItem, 'name' | 'names'>, locale: Locale) => (item.names ? localized(item.names, locale) : item.name);

/** The most of this gift the cart may hold: its known stock, or no limit. */
export const maxQuantity = (item: Pick<CartItem, 'stock'>) => (typeof item.stock === 'number' ? Math.max(0, item.stock) : Infinity);

/** A line holding more than its known stock cannot be ordered as it is. */
export const overStock = (item: CartItem) => item.quantity > maxQuantity(item);

/**
 * Only digital gifts, as far as the cart knows: the checkout then asks for no address. A line of unknown
 * kind counts as physical; the server decides from its catalogue in any case.
 */
export const digitalOnly = (items: readonly CartItem[]) => items.length > 0 && items.every((i) => i.type === 'digital');

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
    return parsed
      .filter(
        (i): i is CartItem =>
          typeof i?.giftId === 'string' && typeof i?.name === 'string' && Number.isFinite(i?.price) && Number.isInteger(i?.quantity) && i.quantity > 0,
      )
      .map((i) => (i.stock === null || Number.isInteger(i.stock) ? i : { ...i, stock: undefined }))
      .map((i) => (typeof i.names?.fr === 'string' ? i : { ...i, names: undefined }))
      .map((i) => (i.type === 'physical' || i.type === 'digital' ? i : { ...i, type: undefined }));
  } catch (err) {
    console.error('Stored cart ignored', err);
    return [];
  }
}

/** The most articles (sum of quantities) one order may hold, from the shop's settings. */
let itemLimit = Infinity;

/** What the limit leaves for a line that holds `current` now. */
const roomFor = (current: number) => Math.max(current, itemLimit - (state.itemCount - current));

let state: CartState = summarize(typeof localStorage === 'undefined' ? [] : restore());
const empty = summarize([]);
const emptyCart = () => empty;
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

/**
 * The cart's rules (storefront spec §4); every change is saved to the browser. A line never grows
 * past the stock the shop last showed for its gift: adds and increases stop there and say so.
 */
export const cart = {
  get: () => state,
  add(item: Omit<CartItem, 'quantity'> & { quantity?: number }): CartChange {
    const existing = state.items.find((i) => i.giftId === item.giftId);
    const line = { ...existing, ...item, stock: item.stock !== undefined ? item.stock : existing?.stock };
    const current = existing?.quantity ?? 0;
    const wanted = current + (item.quantity ?? 1);
    const byStock = Math.min(wanted, Math.max(current, maxQuantity(line)));
    const quantity = Math.min(byStock, roomFor(current));
    if (quantity > 0) {
      set(existing ? state.items.map((i) => (i.giftId === item.giftId ? { ...i, ...line, quantity } : i)) : [...state.items, { ...line, quantity }]);
    }
    return { quantity, capped: quantity < wanted, limited: quantity < byStock };
  },
  updateQuantity(giftId: string, quantity: number): CartChange {
    const item = state.items.find((i) => i.giftId === giftId);
    const wanted = Math.max(0, Math.floor(quantity));
    if (!item) return { quantity: 0, capped: false, limited: false };
    // Lowering is always allowed, even while still above a stock that shrank; raising stops at the stock and the order limit.
    const byStock = wanted > item.quantity ? Math.min(wanted, Math.max(item.quantity, maxQuantity(item))) : wanted;
    const q = wanted > item.quantity ? Math.min(byStock, roomFor(item.quantity)) : wanted;
    if (q !== item.quantity) {
      set(q === 0 ? state.items.filter((i) => i.giftId !== giftId) : state.items.map((i) => (i.giftId === giftId ? { ...i, quantity: q } : i)));
    }
    return { quantity: q, capped: q < wanted, limited: q < byStock };
  },
  /** The shop's `max_order_items`: adds and increases stop there and say so. */
  setLimit(max: number) {
    itemLimit = max > 0 ? max : Infinity;
  },
  /** Records the stock (and kind and names, when given) the server reports now; quantities stay as the customer chose them. */
  setStock(stocks: { giftId: string; stock: number | null; type?: CartItem['type']; names?: Localized }[]) {
    const known = new Map(stocks.map((s) => [s.giftId, s]));
    const next = (i: CartItem) => {
      const k = known.get(i.giftId);
      return k ? { ...i, stock: k.stock, type: k.type ?? i.type, names: k.names ?? i.names } : i;
    };
    const changed = (i: CartItem, n: CartItem) => n.stock !== i.stock || n.type !== i.type || JSON.stringify(n.names) !== JSON.stringify(i.names);
    if (!state.items.some((i) => known.has(i.giftId) && changed(i, next(i)))) return;
    set(state.items.map(next));
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
  // The server's HTML shows an empty cart (it cannot read the browser's storage): hydration starts
  // from the same, then the stored cart shows.
  return useSyncExternalStore(cart.subscribe, cart.get, emptyCart);
}
