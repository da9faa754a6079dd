import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, Label } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/** For names, addresses and messages: each line takes the direction of its own text (a French address in the Arabic page). */
export const FREE_TEXT = '[unicode-bidi:plaintext]';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required'?: boolean;
}

/** A labelled control with its hint and error, linked for screen readers. */
export function Field(props: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const { t } = useTranslation('checkout');
  const hintId = props.hint ? `${props.id}-hint` : undefined;
  const errorId = props.error ? `${props.id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('min-w-0', props.className)}>
      <Label htmlFor={props.id}>
        {props.label}
        {props.required && (
          <span className="ms-0.5 text-danger" title={t('required')}>
            *
          </span>
        )}
      </Label>
      {props.children({
        id: props.id,
        'aria-invalid': Boolean(props.error),
        'aria-describedby': describedBy,
        ...(props.required ? { 'aria-required': true } : {}),
      })}
      {props.hint && (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {props.hint}
        </p>
      )}
      <FieldError id={`${props.id}-error`}>{props.error}</FieldError>
    </div>
  );
}
