import { Minus, Plus } from 'lucide-react';
import { cn } from '@/lib/cn';

export const stepButtonClass =
  'grid h-9 w-9 cursor-pointer place-items-center rounded-full transition hover:bg-secondary disabled:cursor-not-allowed disabled:opacity-40 aria-disabled:cursor-not-allowed aria-disabled:opacity-40';

/**
 * − value + for a quantity. At its maximum the + stays focusable but reads as unavailable
 * (aria-disabled), so a press can still tell the person why.
 */
export function Stepper(props: {
  value: number;
  canDecrease: boolean;
  atMax: boolean;
  onDecrease: () => void;
  onIncrease: () => void;
  decreaseLabel: string;
  increaseLabel: string;
  valueLabel: string;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('flex items-center rounded-full border border-border bg-card p-0.5', props.className)}>
      <button
        type="button"
        onClick={props.onDecrease}
        disabled={props.disabled || !props.canDecrease}
        aria-label={props.decreaseLabel}
        className={stepButtonClass}
      >
        <Minus className="h-4 w-4" aria-hidden="true" />
      </button>
      <span className="min-w-8 text-center font-semibold tabular-nums" aria-live="polite">
        <span aria-hidden="true">{props.value}</span>
        <span className="sr-only">{props.valueLabel}</span>
      </span>
      <button
        type="button"
        onClick={props.onIncrease}
        disabled={props.disabled}
        aria-disabled={props.atMax || undefined}
        aria-label={props.increaseLabel}
        className={stepButtonClass}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}
