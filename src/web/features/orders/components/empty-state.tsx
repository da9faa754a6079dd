import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** A centred message with an icon and the ways forward (sign in, browse, retry). */
export function EmptyState(props: { icon: LucideIcon; title: string; text?: string; headingLevel?: 1 | 2; children?: ReactNode }) {
  const Heading = props.headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="mx-auto max-w-lg rounded-[calc(var(--radius)*2)] border border-border bg-card p-8 text-center shadow-[var(--shadow-card)] sm:p-10">
      <span className="mx-auto mb-5 flex h-16 w-16 items-center justify-center rounded-full bg-accent/40 text-primary-strong">
        <props.icon className="h-8 w-8" aria-hidden="true" />
      </span>
      <Heading className="text-2xl font-semibold">{props.title}</Heading>
      {props.text && <p className="mt-3 text-muted">{props.text}</p>}
      {props.children && <div className="mt-7 flex flex-col items-center gap-3">{props.children}</div>}
    </div>
  );
}
