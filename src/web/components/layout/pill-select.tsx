import { useId } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A compact native select for the header (language, currency): light, and the best picker on phones and screen readers. */
export function PillSelect<T extends string>(props: {
  label: string;
  icon: LucideIcon;
  value: T;
  options: readonly { value: T; text: string; lang?: string }[];
  onChange: (value: T) => void;
  className?: string;
}) {
  const id = useId();
  const Icon = props.icon;
  return (
    <div className={cn('relative flex items-center', props.className)}>
      <label htmlFor={id} className="sr-only">
        {props.label}
      </label>
      <Icon className="pointer-events-none absolute start-2.5 h-4 w-4 text-muted" aria-hidden="true" />
      <select
        id={id}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as T)}
        className="h-10 cursor-pointer appearance-none rounded-full border border-border bg-card ps-8 pe-3 text-sm font-medium hover:border-primary-strong/50"
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.text}
          </option>
        ))}
      </select>
    </div>
  );
}
