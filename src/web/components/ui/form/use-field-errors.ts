import { get, useFormState, useWatch, type Control, type FieldError, type FieldPath, type FieldValues } from 'react-hook-form';

/** What a refused field reads, from its error and its value as it stands (empty: "requis", filled: "trop court"). */
type FieldText<T extends FieldValues> = (field: FieldPath<T>, error: FieldError, value: unknown) => string | undefined;

/**
 * Each field's error text, for the `error` of its `Field`: the server's own words for an issue it
 * found, else the form's `text` in the visitor's language (the schema's message without one). The
 * text follows the value as it is typed, not as it was at the last check.
 */
export function useFieldErrors<T extends FieldValues, Out>(control: Control<T, unknown, Out>, text?: FieldText<T>) {
  const { errors } = useFormState({ control });
  const values = useWatch({ control });
  return (field: FieldPath<T>): string | undefined => {
    const error = get(errors, field) as FieldError | undefined;
    if (!error) return undefined;
    if (error.type === 'server' && error.message) return error.message;
    return text ? text(field, error, get(values, field)) : error.message;
  };
}
