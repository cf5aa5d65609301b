import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiRequestError, schemaMessage } from '../../lib/api';

type Schema = z.ZodType<FieldValues, FieldValues>;

/**
 * A form checked by a shared zod schema: the fields hold what is typed (`z.input`), a submit hands
 * over what the schema made of it (`z.output`: trimmed, numbers as numbers). The spec's messages
 * are the schema's, so the form says what the server would.
 */
export function useZodForm<S extends Schema>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver' | 'defaultValues'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  // The resolver's own types do not follow a generic schema; its input and output are the schema's.
  const resolver = zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  return useForm<z.input<S>, unknown, z.output<S>>({ resolver, defaultValues, ...options });
}

/**
 * A field's message in the user's language: a schema's check run here (found by its wording until
 * the schemas carry keys, ADR 0111), or the server's, which is set already in the user's language.
 */
export const fieldErrorText = (message: string | undefined): string | undefined => (message ? schemaMessage(message) : undefined);

/**
 * A refused call that names one of the form's fields (`{ field: 'code' }`; `roles.0` is the roles)
 * marks that field with the server's message. Answers whether it did; otherwise the caller shows it.
 */
export function showServerFieldError<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, err: unknown): boolean {
  if (!(err instanceof ApiRequestError) || !err.body?.field || !err.body.message) return false;
  const values = form.getValues();
  const path = [err.body.field, err.body.field.split('.')[0]].find((name) => get(values, name) !== undefined);
  if (!path) return false;
  form.setError(path as Path<T>, { type: 'server', message: err.message }, { shouldFocus: true });
  return true;
}
