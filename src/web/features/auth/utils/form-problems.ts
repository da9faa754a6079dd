import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

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
 * `zodResolver(schema)`, keeping only the fields of the first problem in the spec's order, each
 * with that problem as its message: the form shows one toast and marks the fields it is about.
 */
export function problemResolver<S extends z.ZodType<FieldValues, FieldValues>>(schema: S): Resolver<z.input<S>, unknown, z.output<S>> {
  const resolve = zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const found = Object.entries(result.errors).map(([field, error]) => ({ field, error, problem: problemOf(field, error?.message as string | undefined) }));
    if (!found.length) return result;
    const first = priority.find((p) => found.some((f) => f.problem === p));
    const errors = Object.fromEntries(found.filter((f) => f.problem === first).map((f) => [f.field, { ...f.error, message: first }]));
    return { values: {}, errors: errors as FieldErrors<z.input<S>> };
  };
}
