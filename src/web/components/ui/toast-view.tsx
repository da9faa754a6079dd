import { useLayoutEffect, useRef } from 'react';
import { Toast as T } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { ToastInput } from './toast';

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

/** Where a new toast goes: just under the sticky header (its bottom moves as the delivery band scrolls away). */
function topBelow(selector: string | undefined) {
  const bottom = selector ? document.querySelector(selector)?.getBoundingClientRect().bottom : undefined;
  return Math.max(0, Math.round(bottom ?? 0));
}

/** The toasts themselves (see `Toaster` in toast.tsx, which loads this with the first toast). */
export function ToastView({
  items,
  closeLabel,
  below,
  onDismiss,
}: {
  items: ToastItem[];
  closeLabel: string;
  below?: string;
  onDismiss: (id: number) => void;
}) {
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
          onOpenChange={(open) => !open && onDismiss(t.id)}
          className={cn(
            'flex items-start gap-3 rounded-[var(--radius)] border p-4 shadow-lg',
            t.variant === 'destructive' ? 'border-danger bg-red-50 text-red-950' : 'border-border bg-card text-foreground',
            t.variant === 'success' && 'border-success',
          )}
        >
          <div className="flex-1">
            <T.Title className="font-semibold">{t.title}</T.Title>
            {t.description && <T.Description className="mt-1 text-sm">{t.description}</T.Description>}
            {t.action && (
              <T.Action
                altText={t.action.label}
                onClick={t.action.onClick}
                className="mt-2 inline-flex min-h-11 items-center rounded-full border border-border px-4 text-sm font-semibold hover:bg-secondary focus-visible:ring-2 focus-visible:ring-primary-strong"
              >
                {t.action.label}
              </T.Action>
            )}
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
