import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '@/lib/cn';

const variants = {
  primary: 'bg-primary text-on-primary hover:brightness-95 shadow-[var(--shadow-card)]',
  secondary: 'bg-secondary text-on-secondary hover:brightness-95',
  outline: 'border border-border bg-card text-foreground hover:bg-secondary/60',
  ghost: 'text-foreground hover:bg-secondary/70',
  danger: 'bg-danger text-white hover:brightness-110',
  link: 'text-primary-strong underline-offset-4 hover:underline px-0',
} as const;

const sizes = { xs: 'h-7 px-2.5 text-xs whitespace-nowrap', sm: 'h-9 px-3 text-sm', md: 'h-11 px-5', lg: 'h-12 px-7 text-lg', icon: 'h-11 w-11' } as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child element (a link) with the button's look. */
  asChild?: boolean;
}

export const buttonClass = (variant: keyof typeof variants = 'primary', size: keyof typeof sizes = 'md') =>
  cn(
    'inline-flex items-center justify-center gap-2 rounded-[var(--radius)] font-medium transition',
    'disabled:pointer-events-none disabled:opacity-50 cursor-pointer',
    variants[variant],
    sizes[size],
  );

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', asChild, className, type, ...props },
  ref,
) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp ref={ref} type={asChild ? undefined : (type ?? 'button')} className={cn(buttonClass(variant, size), className)} {...props} />
  );
});
