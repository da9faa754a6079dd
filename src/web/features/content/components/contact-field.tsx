import { useId } from 'react';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/input';
import type { ContactField } from './contact-rules';

/** A labelled, required field whose error text is tied to it through aria-describedby. */
export function ContactFieldRow(props: {
  name: ContactField;
  label: string;
  value: string;
  onChange: (field: ContactField, value: string) => void;
  error?: string;
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    name: props.name,
    value: props.value,
    required: true,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': props.error ? errorId : undefined,
  };
  return (
    <div>
      <Label htmlFor={id}>{props.label}</Label>
      {props.multiline ? (
        <Textarea {...shared} rows={6} onChange={(e) => props.onChange(props.name, e.target.value)} />
      ) : (
        <Input
          {...shared}
          type={props.type ?? 'text'}
          // Addresses are Latin text: they read left to right even in Arabic.
          dir={props.type === 'email' ? 'ltr' : undefined}
          autoComplete={props.autoComplete}
          onChange={(e) => props.onChange(props.name, e.target.value)}
        />
      )}
      <FieldError id={errorId}>{props.error}</FieldError>
    </div>
  );
}
