import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToastItem } from './toast-view';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
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
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastView items={items} closeLabel={closeLabel} below={below} onDismiss={dismiss} />
    </Suspense>
  );
}
