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
  // zodResolver words a failed union with its first branch's message ("expected 0"), while the
  // shared schemas give their unions a message of their own (gender, flags): each issue is passed
  // on as is, with its own message and path.
  const pipeline = z.custom<V>().transform((values, ctx) => {
    const parsed = schema.safeParse(toPayload(values));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });
  // zodResolver's overloads cannot follow the generic schema through the transform, hence the cast.
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
