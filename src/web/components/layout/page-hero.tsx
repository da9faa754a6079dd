import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The band that opens an informational page: eyebrow, the page's h1 and a short introduction. */
export function PageHero(props: {
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  /** A lower band, for reading pages. */
  compact?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cn('pattern-zellige relative overflow-hidden border-b border-border bg-secondary/50', props.className)}>
      <div className={cn('relative mx-auto max-w-4xl px-5 text-center', props.compact ? 'py-12 sm:py-16' : 'py-14 sm:py-20')}>
        <p className="mb-3 text-sm font-semibold uppercase tracking-[0.2em] text-primary-strong">{props.eyebrow}</p>
        <h1 className="text-4xl font-semibold leading-tight text-balance sm:text-5xl">{props.title}</h1>
        {props.intro && <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-muted text-pretty">{props.intro}</p>}
        {props.children}
      </div>
    </div>
  );
}
