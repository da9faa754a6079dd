import { useId } from 'react';
import { Switch } from 'radix-ui';

interface Props {
  label: string;
  hint: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** An on/off preference: a labelled switch with its explanation, mirrored in Arabic. */
export function SwitchField({ label, hint, checked, onCheckedChange }: Props) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-4">
      <div>
        <label htmlFor={id} className="cursor-pointer font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-hint`}
        className="relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-muted/80 p-0.5 transition-colors data-[state=checked]:bg-primary-strong"
      >
        <Switch.Thumb className="block h-6 w-6 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5 rtl:data-[state=checked]:-translate-x-5" />
      </Switch.Root>
    </div>
  );
}
