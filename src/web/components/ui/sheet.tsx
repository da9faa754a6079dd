import type { ReactNode } from 'react';
import { Dialog as D } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A side panel (cart, mobile menu) that slides from the inline end, mirrored in Arabic. */
export function Sheet(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  closeLabel: string;
  side?: 'end' | 'start';
  className?: string;
  children: ReactNode;
  description?: ReactNode;
}) {
  const end = (props.side ?? 'end') === 'end';
  return (
    <D.Root open={props.open} onOpenChange={props.onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-black/40 data-[state=open]:animate-in" />
        <D.Content
          className={cn(
            'fixed inset-y-0 z-50 flex w-full max-w-[400px] flex-col bg-background shadow-2xl sm:max-w-[540px]',
            end ? 'end-0' : 'start-0',
            props.className,
          )}
        >
          <div className="flex items-center justify-between border-b border-border p-4">
            <D.Title className="text-lg font-semibold">{props.title}</D.Title>
            <D.Close className="rounded-full p-2 hover:bg-secondary" aria-label={props.closeLabel}>
              <X className="h-5 w-5" aria-hidden="true" />
            </D.Close>
          </div>
          <D.Description className={props.description ? 'px-4 pt-2 text-sm text-muted' : 'sr-only'}>
            {props.description ?? props.title}
          </D.Description>
          {props.children}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
