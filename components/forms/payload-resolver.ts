import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { FormErrors } from './form-errors';

/**
 * A react-hook-form resolver that checks the payload a form's values become against one of the
 * shared API schemas (lib/schemas/), so the form and the server apply the same rules and messages.
 * Messages land on the payload's field names (`birthday`, `password_confirmation`); `extra` adds
 * checks only the form makes (and wins over the schema's message for the same field).
 */
export function payloadResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  toPayload: (values: V) => z.input<S>,
  extra?: (values: V) => FormErrors,
): Resolver<V, unknown, z.output<S>> {
  // The pipe's input is the form values, its output the parsed payload; zodResolver's overloads
  // cannot follow a generic schema through the pipe, hence the one cast.
  const pipeline = z.custom<V>().transform((values): unknown => toPayload(values)).pipe(schema as z.ZodType<unknown, unknown>);
  const resolve = zodResolver(pipeline) as unknown as Resolver<V, unknown, z.output<S>>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const added = extra?.(values) ?? {};
    if (Object.keys(added).length === 0) return result;
    const errors: Record<string, { type: string; message: string }> = { ...(result.errors as Record<string, { type: string; message: string }>) };
    for (const [field, message] of Object.entries(added)) errors[field] = { type: 'validate', message };
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
