import type { ReactNode } from 'react';
import { FormProvider, get, type FieldErrors, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { fieldIssues } from './server-issues';

interface Props<In extends FieldValues, Out> {
  /** From `useSchemaForm`. */
  form: UseFormReturn<In, unknown, Out>;
  /** Sends the checked values. A refusal it throws marks the fields the server named, then goes to `onError`. */
  onSubmit: (values: Out) => unknown;
  /** The schema refused the values: the fields say why (the first one has the focus); a form may say it once more. */
  onInvalid?: (errors: FieldErrors<In>) => void;
  /** What `onSubmit` threw, once its field issues are shown (a toast, a session that ended). */
  onError?: (err: unknown) => void;
  className?: string;
  children: ReactNode;
}

/**
 * The one way the shop's forms are built: a `<form>` over `useSchemaForm`, its fields showing their
 * errors under them (`Field`, `useFieldErrors`). On submit the schema checks every field and the first
 * refused one takes the focus; the server's field issues land on their fields the same way; a
 * field's error goes as soon as its value is right.
 */
export function Form<In extends FieldValues, Out>({ form, onSubmit, onInvalid, onError, className, children }: Props<In, Out>) {
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (err) {
      const issues = fieldIssues(err, (path) => get(form.getValues(), path) !== undefined);
      for (const { field, message } of issues) form.setError(field as FieldPath<In>, { type: 'server', message });
      if (issues[0]) form.setFocus(issues[0].field as FieldPath<In>);
      onError?.(err);
    }
  }, onInvalid);
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void submit(e)} className={className}>
        {children}
      </form>
    </FormProvider>
  );
}
