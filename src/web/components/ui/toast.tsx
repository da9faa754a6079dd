import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { ToastItem } from './toast-view';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  /** One button that does what the toast suggests ("Voir le panier"); it closes the toast. */
  action?: { label: string; onClick: () => void };
}

// At most one toast at a time: a new one replaces the last.
let current: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function toast(input: ToastInput) {
  current = [{ ...input, id: nextId++, open: true }];
  emit();
}

function dismiss(id: number) {
  current = current.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
}

/** Closes the toast on screen: a panel opening over it (the cart) leaves nothing on top of its own controls. */
export function dismissToasts() {
  if (!current.some((t) => t.open)) return;
  current = current.map((t) => ({ ...t, open: false }));
  emit();
}

// A toast shown just before a full page load (to sign in) is shown again by the next page, so its
// half second on screen is not all the person gets to read it.
const CARRIED = 'toast-on-next-page';

/** Keeps the toast on screen now for the next page, which shows it again; call right before leaving. */
export function carryToNextPage() {
  const last = current.at(-1);
  if (!last) return;
  try {
    sessionStorage.setItem(CARRIED, JSON.stringify({ title: last.title, description: last.description, variant: last.variant }));
  } catch {
    // Storage refused (private mode): the toast was seen on this page only.
  }
}

function showCarried() {
  try {
    const carried = sessionStorage.getItem(CARRIED);
    if (!carried) return;
    sessionStorage.removeItem(CARRIED);
    toast(JSON.parse(carried) as ToastInput);
  } catch {
    // Nothing readable carried over.
  }
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

// Radix's toast machinery loads with the first toast, keeping it out of the first page's download.
const loadView = () => import('./toast-view');
const ToastView = lazy(() => loadView().then((m) => ({ default: m.ToastView })));

/** Resolves once the toasts can show: before leaving the page right after one, wait for this so it is seen. */
export const toastReady = (): Promise<void> => loadView().then(() => undefined);

/**
 * Mount once at the root: Radix toasts with a 5 s display, swipe right to dismiss, F8 to focus.
 * They show at the top, under the element `below` names (the header), centred: never over the
 * cart panel's checkout button or a page's buttons at the bottom of a phone screen, in either direction.
 */
export function Toaster({ closeLabel, below }: { closeLabel: string; below?: string }) {
  const items = useSyncExternalStore(subscribe, () => current, () => current);
  // After mounting: a page the server drew hydrates without it first.
  useEffect(showCarried, []);
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastView items={items} closeLabel={closeLabel} below={below} onDismiss={dismiss} />
    </Suspense>
  );
}
