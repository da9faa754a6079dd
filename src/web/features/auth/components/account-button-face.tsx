import { ChevronDown } from 'lucide-react';

export const accountButtonClass =
  'inline-flex h-10 cursor-pointer items-center gap-2 rounded-full border border-border bg-card ps-1 pe-2 text-sm font-medium ' +
  'transition hover:bg-secondary/60 data-[state=open]:bg-secondary/60';

/** What the account button shows: the initial in a circle, the first name from tablets up, a chevron. */
export function AccountButtonFace({ firstName }: { firstName: string }) {
  return (
    <>
      <span
        className="flex h-8 w-8 items-center justify-center rounded-full bg-primary/40 font-heading font-semibold"
        aria-hidden="true"
      >
        {firstName.trim().charAt(0).toUpperCase() || '?'}
      </span>
      <span className="hidden max-w-32 truncate sm:inline" aria-hidden="true">
        {firstName}
      </span>
      <ChevronDown className="h-4 w-4 text-muted" aria-hidden="true" />
    </>
  );
}
