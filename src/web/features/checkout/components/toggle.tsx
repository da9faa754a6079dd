import { forwardRef, type InputHTMLAttributes } from 'react';

/** A labelled switch: a real checkbox (keyboard and screen readers) drawn as a pill. */
export const Toggle = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; hint?: string }>(
  function Toggle({ id, label, hint, ...props }, ref) {
    return (
      <div className="flex items-start justify-between gap-4 rounded-[var(--radius)] border border-border bg-background/60 p-4">
        <div>
          <label htmlFor={id} className="font-medium">
            {label}
          </label>
          {hint && (
            <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted">
              {hint}
            </p>
          )}
        </div>
        <span className="relative inline-flex shrink-0">
          <input
            ref={ref}
            id={id}
            type="checkbox"
            role="switch"
            aria-describedby={hint ? `${id}-hint` : undefined}
            className="peer h-7 w-12 cursor-pointer appearance-none rounded-full bg-muted/50 transition checked:bg-primary-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-strong disabled:cursor-not-allowed disabled:opacity-60"
            {...props}
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute start-1 top-1 h-5 w-5 rounded-full bg-white shadow transition peer-checked:translate-x-5 rtl:peer-checked:-translate-x-5"
          />
        </span>
      </div>
    );
  },
);
