const KEY = 'checkout-id';

/** This browser's key for its checkout's saved cart; a new one once the cart was ordered or emptied. */
export function checkoutId(): string {
  try {
    const kept = localStorage.getItem(KEY);
    if (kept) return kept;
    const id = crypto.randomUUID();
    localStorage.setItem(KEY, id);
    return id;
  } catch {
    return crypto.randomUUID();
  }
}

export function forgetCheckoutId() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // storage unavailable: nothing was kept
  }
}
