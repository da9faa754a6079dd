import { forwardRef, type InputHTMLAttributes } from 'react';
import { Field, type FieldProps } from '@/components/ui/form/field';
import { PasswordInput } from './password-input';

type Props = InputHTMLAttributes<HTMLInputElement> & Omit<FieldProps, 'children' | 'label'> & { label: string };

/** A password on the shared field layout, with its show/hide button. */
export const PasswordField = forwardRef<HTMLInputElement, Props>(function PasswordField(
  { label, error, hint, required, action, className, ...input },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} required={required} action={action} className={className}>
      {(control) => <PasswordInput ref={ref} fieldLabel={label} {...input} {...control} />}
    </Field>
  );
});
