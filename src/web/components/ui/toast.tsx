import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { Toast as T } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
}
interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
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

/** Where a new toast goes: just under the sticky header (its bottom moves as the delivery band scrolls away). */
function topBelow(selector: string | undefined) {
  const bottom = selector ? document.querySelector(selector)?.getBoundingClientRect().bottom : undefined;
  return Math.max(0, Math.round(bottom ?? 0));
}

/**
 * Mount once at the root: Radix toasts with a 5 s display, swipe right to dismiss, F8 to focus.
 * They show at the top, under the element `below` names (the header), centred: never over the
 * cart panel's checkout button or a page's buttons at the bottom of a phone screen, in either direction.
 */
export function Toaster({ closeLabel, below }: { closeLabel: string; below?: string }) {
  const items = useSyncExternalStore(subscribe, () => current, () => current);
  const viewport = useRef<HTMLOListElement>(null);
  const newest = items[0]?.id;
  useLayoutEffect(() => {
    if (newest !== undefined && viewport.current) viewport.current.style.top = `${topBelow(below)}px`;
  }, [newest, below]);
  return (
    <T.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {items.map((t) => (
        <T.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismiss(t.id)}
          className={cn(
            'flex items-start gap-3 rounded-[var(--radius)] border p-4 shadow-lg',
            t.variant === 'destructive' ? 'border-danger bg-red-50 text-red-950' : 'border-border bg-card text-foreground',
            t.variant === 'success' && 'border-success',
          )}
        >
          <div className="flex-1">
            <T.Title className="font-semibold">{t.title}</T.Title>
            {t.description && <T.Description className="mt-1 text-sm">{t.description}</T.Description>}
          </div>
          <T.Close aria-label={closeLabel} className="rounded p-1 hover:bg-secondary">
            <X className="h-4 w-4" aria-hidden="true" />
          </T.Close>
        </T.Root>
      ))}
      <T.Viewport
        ref={viewport}
        className="fixed inset-x-0 top-0 z-[100] mx-auto flex w-full max-w-[420px] flex-col gap-2 px-3 pt-2 outline-none print:hidden sm:px-4"
      />
    </T.Provider>
  );
}
