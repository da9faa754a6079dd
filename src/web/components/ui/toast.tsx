import { useSyncExternalStore } from 'react';
import { Toast as T } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';

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

/** Mount once at the root: Radix toasts with a 5 s display, swipe right to dismiss, F8 to focus. */
export function Toaster({ closeLabel }: { closeLabel: string }) {
  const items = useSyncExternalStore(subscribe, () => current);
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
      <T.Viewport className="fixed bottom-0 end-0 z-[100] flex w-full max-w-[420px] flex-col gap-2 p-4 outline-none print:hidden" />
    </T.Provider>
  );
}
