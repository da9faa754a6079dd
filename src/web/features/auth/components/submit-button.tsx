import type { ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** A submit button that shows a spinner and its busy label while the call runs. */
export function SubmitButton(props: { pending: boolean; label: string; busyLabel: string; icon?: ReactNode; disabled?: boolean; className?: string }) {
  return (
    <Button type="submit" disabled={props.pending || props.disabled} aria-busy={props.pending} className={cn('w-full', props.className)}>
      {props.pending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : props.icon}
      {props.pending ? props.busyLabel : props.label}
    </Button>
  );
}
