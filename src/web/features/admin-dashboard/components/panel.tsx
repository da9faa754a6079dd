import type { ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** A dashboard card: a title, a link to the screen that manages it, and its content. */
export function Panel(props: { title: string; link?: { href: string; label: string }; children: ReactNode }) {
  return (
    <Card className="flex flex-col">
      <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-3 sm:px-5">
        <h2 className="text-lg font-semibold">{props.title}</h2>
        {props.link && (
          <Link href={props.link.href} className="inline-flex shrink-0 items-center gap-1 rounded text-sm font-medium text-primary-strong hover:underline">
            {props.link.label}
            <ChevronRight className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
          </Link>
        )}
      </div>
      <div className="flex-1">{props.children}</div>
    </Card>
  );
}

export function EmptyLine({ children }: { children: ReactNode }) {
  return <p className="px-4 py-6 text-center text-sm text-muted sm:px-5">{children}</p>;
}

/** A dashboard card listing a few rows, or saying there are none. */
export function ListPanel<T extends { id: string }>(props: {
  title: string;
  link: { href: string; label: string };
  empty: string;
  items: T[];
  /** How a row lays out its parts; the padding is the card's. */
  rowClassName?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <Panel title={props.title} link={props.link}>
      {props.items.length === 0 ? (
        <EmptyLine>{props.empty}</EmptyLine>
      ) : (
        <ul className="divide-y divide-border">
          {props.items.map((item) => (
            <li key={item.id} className={cn('px-4 py-3 sm:px-5', props.rowClassName ?? 'flex items-center gap-3')}>
              {props.children(item)}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
