import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

/** A profile section: a titled card with a short explanation. */
export function SectionCard(props: { title: string; description?: string; children: ReactNode; className?: string }) {
  return (
    <Card className={cn('p-5 sm:p-8', props.className)}>
      <h2 className="text-2xl font-semibold">{props.title}</h2>
      {props.description && <p className="mt-1 text-sm text-muted">{props.description}</p>}
      <div className="mt-6">{props.children}</div>
    </Card>
  );
}
