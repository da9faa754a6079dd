import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  neutral: 'bg-secondary text-foreground',
  primary: 'bg-primary/25 text-primary-strong',
  accent: 'bg-accent/50 text-foreground',
  success: 'bg-green-100 text-green-900',
  warning: 'bg-amber-100 text-amber-900',
  info: 'bg-blue-100 text-blue-900',
  danger: 'bg-red-100 text-red-900',
} as const;

// Rounded by more than half its height, a one-line badge is a pill; one wrapped in a narrow column, a rounded box.
export function Badge({ tone = 'neutral', className, ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: keyof typeof tones }) {
  return (
    <span
      className={cn('inline-flex items-center gap-1 rounded-xl px-2.5 py-0.5 text-xs font-semibold', tones[tone], className)}
      {...props}
    />
  );
}
