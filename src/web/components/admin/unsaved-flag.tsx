import { CircleCheck, CircleDot } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Says whether local changes wait to be saved; read out when it changes. */
export function UnsavedFlag({ dirty, unsaved, saved }: { dirty: boolean; unsaved: string; saved: string }) {
  return (
    <p
      role="status"
      data-testid="unsaved-flag"
      data-dirty={dirty}
      className={cn(
        'inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-medium',
        dirty ? 'bg-accent/40 text-foreground' : 'text-muted',
      )}
    >
      {dirty ? <CircleDot className="h-4 w-4 text-primary-strong" aria-hidden="true" /> : <CircleCheck className="h-4 w-4" aria-hidden="true" />}
      {dirty ? unsaved : saved}
    </p>
  );
}
