import { useId, type ReactNode } from 'react';
import { Switch } from 'radix-ui';
import { cn } from '@/lib/cn';

interface Props {
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
  className?: string;
}

/** An on/off setting: a labelled switch with its explanation, mirrored in Arabic. */
export function SwitchField({ label, hint, checked, disabled, onCheckedChange, className }: Props) {
  const id = useId();
  return (
    <div className={cn('flex items-start justify-between gap-4', className ?? 'py-3')}>
      <div className="min-w-0">
        <label htmlFor={id} className={disabled ? 'font-medium text-muted' : 'cursor-pointer font-medium'}>
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted">
            {hint}
          </p>
        )}
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-muted/80 p-0.5 transition-colors disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary-strong"
      >
        <Switch.Thumb className="block h-6 w-6 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5 rtl:data-[state=checked]:-translate-x-5" />
      </Switch.Root>
    </div>
  );
}
