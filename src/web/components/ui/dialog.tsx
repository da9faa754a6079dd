import type { ReactNode } from 'react';
import { Dialog as D } from 'radix-ui';
import { X } from 'lucide-react';

/** A centred modal with a title, an optional description and a close button. */
export function Dialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  children: ReactNode;
}) {
  return (
    <D.Root open={props.open} onOpenChange={props.onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <D.Content className="fixed start-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-[calc(var(--radius)*2)] bg-background p-6 shadow-2xl rtl:translate-x-1/2">
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
