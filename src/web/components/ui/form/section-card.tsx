import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** A titled part of a form: an optional icon, a title, a short explanation, then its fields. */
export function SectionCard(props: { title: string; description?: string; icon?: LucideIcon; children: ReactNode; className?: string }) {
  const id = useId();
  const Icon = props.icon;
  return (
    <Card className={cn('p-5 sm:p-6', props.className)}>
      <section aria-labelledby={id}>
        <div className="flex items-start gap-3">
          {Icon && (
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary/20 text-primary-strong">
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
          )}
          <div>
            <h2 id={id} className="text-xl font-semibold">
              {props.title}
            </h2>
            {props.description && <p className="mt-0.5 text-sm text-muted">{props.description}</p>}
          </div>
        </div>
        <div className="mt-5 space-y-5">{props.children}</div>
      </section>
    </Card>
  );
}
