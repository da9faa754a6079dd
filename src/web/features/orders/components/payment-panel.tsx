import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Clock } from 'lucide-react';

interface Props {
  /** Names the section for assistive technology; unique on the page. */
  id: string;
  icon: LucideIcon;
  title: string;
  intro: string;
  /** The date by which to pay, already written out; none, no warning. */
  deadline?: string;
  headingLevel: 2 | 3;
  children: ReactNode;
}

/** The frame of a way to pay still to be done (a transfer, a cash code): title, what to do, by when, then the details. */
export function PaymentPanel({ id, icon: Icon, title, intro, deadline, headingLevel, children }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className="rounded-[calc(var(--radius)*2)] border border-primary/50 bg-secondary/50 p-5">
      <Heading id={id} className="flex items-center gap-2 text-lg font-semibold">
        <Icon className="h-5 w-5 text-primary-strong" aria-hidden="true" />
        {title}
      </Heading>
      <p className="mt-1 text-sm text-muted">{intro}</p>
      {deadline && (
        <p className="mt-3 flex items-start gap-2 rounded-[var(--radius)] bg-amber-50 p-3 text-sm font-medium text-amber-950">
          <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {deadline}
        </p>
      )}
      {children}
    </section>
  );
}
