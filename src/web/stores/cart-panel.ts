/**
 * Opens the header's cart panel from anywhere on the page (a toast's "Voir le panier"): the cart
 * button listens, so a feature can ask for the panel without importing the cart feature.
 */
const listeners = new Set<() => void>();

export const cartPanel = {
  open: () => listeners.forEach((l) => l()),
  /** The cart button's subscription; returns its unsubscribe. */
  onOpen: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
