import { beforeEach, describe, expect, it } from 'vitest';
import { cart, digitalOnly, lineName, overStock } from './cart';

const gift = { giftId: 'g1', name: 'Coffret thé à la menthe', price: 120 };
const line = () => cart.get().items[0];

describe('the cart and the stock', () => {
  beforeEach(() => cart.clear());

  it('never holds more of a gift than the stock its page showed, however often it is added', () => {
    expect(cart.add({ ...gift, stock: 3, quantity: 3 })).toEqual({ quantity: 3, capped: false, limited: false });
    expect(cart.add({ ...gift, stock: 3, quantity: 3 })).toEqual({ quantity: 3, capped: true, limited: false });
    expect(line()?.quantity).toBe(3);
    expect(cart.get().itemCount).toBe(3);
  });

  it('adds what is left and says the rest was cut', () => {
    cart.add({ ...gift, stock: 3, quantity: 2 });
    expect(cart.add({ ...gift, stock: 3, quantity: 2 })).toEqual({ quantity: 3, capped: true, limited: false });
  });

  it('does not add a sold-out gift', () => {
    expect(cart.add({ ...gift, stock: 0 })).toEqual({ quantity: 0, capped: true, limited: false });
    expect(cart.get().items).toEqual([]);
  });

  it('lets an unlimited or unknown stock grow freely, as before', () => {
    cart.add({ ...gift, stock: null, quantity: 5 });
    expect(cart.add({ ...gift, stock: null, quantity: 5 })).toEqual({ quantity: 10, capped: false, limited: false });
    cart.clear();
    cart.add({ ...gift, quantity: 4 });
    expect(cart.updateQuantity('g1', 9)).toEqual({ quantity: 9, capped: false, limited: false });
  });

  it('stops the + of a line at the stock', () => {
    cart.add({ ...gift, stock: 2, quantity: 2 });
    expect(cart.updateQuantity('g1', 3)).toEqual({ quantity: 2, capped: true, limited: false });
    expect(line()?.quantity).toBe(2);
  });

  it('keeps the quantity when the stock shrinks, flags the line, and lets it be lowered step by step', () => {
    cart.add({ ...gift, stock: 5, quantity: 4 });
    cart.setStock([{ giftId: 'g1', stock: 2 }]);
    expect(line()).toMatchObject({ quantity: 4, stock: 2 });
    expect(overStock(line()!)).toBe(true);
    expect(cart.updateQuantity('g1', 5)).toEqual({ quantity: 4, capped: true, limited: false });
    expect(cart.updateQuantity('g1', 3)).toEqual({ quantity: 3, capped: false, limited: false });
    cart.updateQuantity('g1', 2);
    expect(overStock(line()!)).toBe(false);
  });

  it('takes the stock of the latest page over the one it knew', () => {
    cart.add({ ...gift, stock: 1 });
    expect(cart.add({ ...gift, stock: 4, quantity: 2 })).toEqual({ quantity: 3, capped: false, limited: false });
    expect(line()?.stock).toBe(4);
  });
});

describe('the kind of the gifts in the cart', () => {
  beforeEach(() => cart.clear());

  it('is digital only when every line is a digital gift', () => {
    cart.add({ ...gift, giftId: 'card', type: 'digital', stock: null });
    expect(digitalOnly(cart.get().items)).toBe(true);
    cart.add({ ...gift, giftId: 'box', type: 'physical', stock: 4 });
    expect(digitalOnly(cart.get().items)).toBe(false);
    expect(digitalOnly([])).toBe(false);
  });

  it('counts a line of unknown kind as physical until the shop says what it is', () => {
    cart.add({ ...gift, giftId: 'old', stock: null });
    expect(digitalOnly(cart.get().items)).toBe(false);
    cart.setStock([{ giftId: 'old', stock: null, type: 'digital' }]);
    expect(digitalOnly(cart.get().items)).toBe(true);
    cart.setStock([{ giftId: 'old', stock: null }]);
    expect(line()?.type).toBe('digital');
  });

  it('learns the names of a line added before they were kept, and names it in each language from then on', () => {
    cart.add({ ...gift, giftId: 'old', name: 'Coffret', stock: null });
    expect(lineName(line()!, 'ar')).toBe('Coffret');
    cart.setStock([{ giftId: 'old', stock: null, names: { fr: 'Coffret', ar: 'علبة' } }]);
    expect(lineName(line()!, 'ar')).toBe('علبة');
    expect(lineName(line()!, 'en')).toBe('Coffret');
  });
});

describe('the cart and the shop’s limit of articles per order', () => {
  beforeEach(() => {
    cart.clear();
    cart.setLimit(3);
  });

  it('caps the sum of the quantities over every line, and says the limit did it', () => {
    expect(cart.add({ ...gift, stock: null, quantity: 2 })).toEqual({ quantity: 2, capped: false, limited: false });
    expect(cart.add({ giftId: 'g2', name: 'Bougie', price: 50, stock: null, quantity: 2 })).toEqual({ quantity: 1, capped: true, limited: true });
    expect(cart.get().itemCount).toBe(3);
    expect(cart.updateQuantity('g1', 3)).toEqual({ quantity: 2, capped: true, limited: true });
    expect(cart.updateQuantity('g1', 1)).toEqual({ quantity: 1, capped: false, limited: false });
    expect(cart.updateQuantity('g2', 2)).toEqual({ quantity: 2, capped: false, limited: false });
  });

  it('tells a stock cap from the limit', () => {
    cart.setLimit(10);
    expect(cart.add({ ...gift, stock: 2, quantity: 4 })).toEqual({ quantity: 2, capped: true, limited: false });
  });
});
