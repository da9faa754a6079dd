import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { FieldError, Input, Label, Select, Textarea } from '@/components/ui/input';

/** What a field hands its control so label, hint and error are linked for screen readers. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-required'?: true;
  'aria-describedby'?: string;
}

export interface FieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Shown at the end of the label line (a "forgot password" link, a counter). */
  action?: ReactNode;
  className?: string;
  /** A stable id for the control (focus targets, links), else a generated one. */
  id?: string;
  /** Renders the control with the ids and ARIA links it needs; the visible star is hidden from screen readers, aria-required tells them. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, a control, an optional hint and an error: the one way the shop's forms lay out a field. */
export function Field({ label, error, hint, required, action, className, id: fixedId, children }: FieldProps) {
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={className ?? 'min-w-0'}>
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>
          {label}
          {required && (
            <span className="ms-0.5 text-danger" aria-hidden="true">
              *
            </span>
          )}
        </Label>
        {action}
      </div>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-required': required ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

type Labelled = Omit<FieldProps, 'children'>;

export const TextField = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & Labelled>(function TextField(
  { label, error, hint, required, action, className, ...input },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} required={required} action={action} className={className}>
      {(control) => <Input ref={ref} {...input} {...control} />}
    </Field>
  );
});

export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement> & Labelled>(function TextareaField(
  { label, error, hint, required, action, className, ...textarea },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} required={required} action={action} className={className}>
      {(control) => <Textarea ref={ref} {...textarea} {...control} />}
    </Field>
  );
});

export const SelectField = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement> & Labelled>(function SelectField(
  { label, error, hint, required, action, className, children, ...select },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} required={required} action={action} className={className}>
      {(control) => (
        <Select ref={ref} {...select} {...control}>
          {children}
        </Select>
      )}
    </Field>
  );
});
