import type { ReactNode } from 'react';
import { AlertDialog as A } from 'radix-ui';
import { buttonClass } from './button';

/**
 * Asks before an act that is felt at once (closing the shop, using a gift code): an alert dialog
 * whose focus starts on "cancel", so Enter or a stray tap on a phone does not confirm it.
 */
export function ConfirmDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** `danger` for an act that takes something away from customers. */
  tone?: 'primary' | 'danger';
}) {
  return (
    <A.Root open={props.open} onOpenChange={props.onOpenChange}>
      <A.Portal>
        <A.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <A.Content className="fixed start-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-[calc(var(--radius)*2)] bg-background p-6 shadow-2xl rtl:translate-x-1/2">
          <A.Title className="text-xl font-semibold">{props.title}</A.Title>
          <A.Description className="mt-2 text-sm text-muted">{props.description}</A.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <A.Cancel className={buttonClass('outline')}>{props.cancelLabel}</A.Cancel>
            <A.Action className={buttonClass(props.tone ?? 'primary')} onClick={props.onConfirm}>
              {props.confirmLabel}
            </A.Action>
          </div>
        </A.Content>
      </A.Portal>
    </A.Root>
  );
}
