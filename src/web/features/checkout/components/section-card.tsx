import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** One numbered step of the checkout: an icon, a title, a short description. */
export function SectionCard(props: { id: string; icon: LucideIcon; title: string; description?: string; children: ReactNode }) {
  const Icon = props.icon;
  return (
    <Card>
      <section aria-labelledby={props.id}>
        <CardHeader className="flex-row items-start gap-3 pb-4">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary/20 text-primary-strong">
            <Icon className="h-5 w-5" aria-hidden="true" />
          </span>
          <div>
            <CardTitle id={props.id}>{props.title}</CardTitle>
            {props.description && <p className="mt-0.5 text-sm text-muted">{props.description}</p>}
          </div>
        </CardHeader>
        <CardContent className="space-y-5">{props.children}</CardContent>
      </section>
    </Card>
  );
}
