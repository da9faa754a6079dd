import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A zod schema over a form's values: the contract's own, or one built from its fields over the strings a form holds. */
type FormSchema = z.ZodType<FieldValues, FieldValues>;

interface SchemaFormOptions<S extends FormSchema> {
  defaultValues?: DefaultValues<z.input<S>>;
  /** Values that refill the form whenever they change (a saved profile coming back from the server). */
  values?: z.input<S>;
  /** 'onTouched': a field is checked once left; by default on submit. Either way, a checked field is checked again as it changes. */
  mode?: 'onSubmit' | 'onTouched';
  /** Which of the schema's errors the form marks (the account forms mark one problem at a time). */
  pickErrors?: (errors: FieldErrors<z.input<S>>) => FieldErrors<z.input<S>>;
}

/**
 * The form's state over react-hook-form, checked by `schema` (or by the schema the values call for:
 * the checkout's rules differ when the recipient gives the address). Render it with `<Form form={…}>`.
 */
export function useSchemaForm<S extends FormSchema>(schema: S | ((values: z.input<S>) => S), options: SchemaFormOptions<S> = {}) {
  const { pickErrors, ...rest } = options;
  const resolver = useMemo(() => schemaResolver(schema, pickErrors), [schema, pickErrors]);
  return useForm<z.input<S>, unknown, z.output<S>>({ resolver, ...rest });
}

function schemaResolver<S extends FormSchema>(schema: S | ((values: z.input<S>) => S), pickErrors: SchemaFormOptions<S>['pickErrors']) {
  const resolvers = new Map<S, Resolver<z.input<S>, unknown, z.output<S>>>();
  const resolverOf = (s: S) => {
    let resolver = resolvers.get(s);
    if (!resolver) resolvers.set(s, (resolver = zodResolver(s) as unknown as Resolver<z.input<S>, unknown, z.output<S>>));
    return resolver;
  };
  const resolve: Resolver<z.input<S>, unknown, z.output<S>> = async (values, context, options) => {
    const result = await resolverOf(typeof schema === 'function' ? schema(values) : schema)(values, context, options);
    if (!pickErrors || Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: pickErrors(result.errors) };
  };
  return resolve;
}
