import type { RestoredCart } from '@contracts/saved-carts';
import type { CartItem } from '@/stores/cart';

/** A restored cart's lines as the cart store holds them. */
export const restoredItems = (cart: RestoredCart): CartItem[] =>
  cart.lines.map((l) => ({
    giftId: l.giftId,
    name: l.name,
    price: Number(l.price),
    quantity: l.quantity,
    stock: l.stock,
    type: l.type,
    ...(l.image ? { image: l.image } : {}),
  }));

/** Whether the cart came back exactly as it was left: then the checkout opens at once. */
export const restoredWhole = (cart: RestoredCart) => cart.gone.length === 0 && cart.shortened.length === 0;
