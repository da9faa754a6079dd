import type { ReactNode } from 'react';
import { Dialog as D } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A centred modal with a title, an optional description and a close button; a long one scrolls inside. */
export function Dialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  /** `lg` for a form or a document (the back office's gift form, an order's details). */
  size?: 'md' | 'lg';
  children: ReactNode;
}) {
  return (
    <D.Root open={props.open} onOpenChange={props.onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <D.Content
          className={cn(
            'fixed start-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[calc(var(--radius)*2)] bg-background p-6 shadow-2xl rtl:translate-x-1/2',
            props.size === 'lg' ? 'max-w-2xl' : 'max-w-md',
          )}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <D.Title className="text-xl font-semibold">{props.title}</D.Title>
            <D.Close className="rounded-full p-1 hover:bg-secondary" aria-label={props.closeLabel}>
              <X className="h-5 w-5" aria-hidden="true" />
            </D.Close>
          </div>
          <D.Description className={props.description ? 'mb-4 text-sm text-muted' : 'sr-only'}>
            {props.description ?? props.title}
          </D.Description>
          {props.children}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
