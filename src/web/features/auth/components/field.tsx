import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Input, Label, FieldError } from '../../../components/ui/input';
import { PasswordInput } from './password-input';

export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
  'aria-describedby'?: string;
}

interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Shown at the end of the label line (e.g. the "forgot password" link). */
  action?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, a control, an optional hint and an error, linked for screen readers. */
export function Field({ label, error, hint, required, action, className, children }: FieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={className}>
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
        'aria-invalid': error ? true : undefined,
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

type ControlProps = InputHTMLAttributes<HTMLInputElement> & Omit<FieldProps, 'children'>;

export const TextField = forwardRef<HTMLInputElement, ControlProps>(function TextField(
  { label, error, hint, required, action, className, ...input },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} required={required} action={action} className={className}>
      {(control) => <Input ref={ref} {...input} {...control} />}
    </Field>
  );
});

export const PasswordField = forwardRef<HTMLInputElement, ControlProps>(function PasswordField(
  { label, error, hint, required, action, className, ...input },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} required={required} action={action} className={className}>
      {(control) => <PasswordInput ref={ref} fieldLabel={label} {...input} {...control} />}
    </Field>
  );
});
