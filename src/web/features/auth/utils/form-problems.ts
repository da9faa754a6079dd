import type { FieldErrors, FieldValues } from 'react-hook-form';

/** What an auth form refuses; each has its toast (title, description) under `auth:validation.*`. */
export type Problem = 'required' | 'passwordMismatch' | 'passwordTooShort' | 'invalidEmail' | 'invalidPhone' | 'invalidName';
/** A blank field: the form names its own toast (`loginRequired`, `registerRequired`…); the field reads `validation.required`. */
export type RequiredProblem = 'loginRequired' | 'registerRequired' | 'emailRequired' | 'firstNameRequired';

export const REQUIRED = 'required';
export const MISMATCH = 'passwordMismatch';

/** The spec's order: blank fields first, then the confirmation, the length, the e-mail. */
const priority: Problem[] = ['required', 'passwordMismatch', 'passwordTooShort', 'invalidEmail', 'invalidPhone', 'invalidName'];

/** The problem behind a refused field: the form's own rules say it; the contract's (French) ones are read from the field. */
export function problemOf(field: string, message: string | undefined): Problem {
  if (message === REQUIRED || message === MISMATCH) return message;
  if (field === 'email') return 'invalidEmail';
  if (field === 'phone') return 'invalidPhone';
  if (/password/i.test(field)) return 'passwordTooShort';
  return 'invalidName';
}

/**
 * Of the schema's errors, only the fields of the first problem in the spec's order, each with that
 * problem as its message: the form shows one toast and marks the fields it is about.
 */
export function firstProblem<T extends FieldValues>(errors: FieldErrors<T>): FieldErrors<T> {
  const found = Object.entries(errors).map(([field, error]) => ({ field, error, problem: problemOf(field, error?.message as string | undefined) }));
  const first = priority.find((p) => found.some((f) => f.problem === p));
  return Object.fromEntries(found.filter((f) => f.problem === first).map((f) => [f.field, { ...f.error, message: first }])) as FieldErrors<T>;
}
