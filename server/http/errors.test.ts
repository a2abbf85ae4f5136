import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodToFieldErrors } from './errors';

describe('zodToFieldErrors', () => {
  const schema = z.strictObject({ page: z.number(), filters: z.strictObject({ q: z.string() }).optional() });
  const errorsOf = (input: unknown) => {
    const result = schema.safeParse(input);
    return result.success ? {} : { ...zodToFieldErrors(result.error) };
  };

  it('names each unknown field, nested ones by their path, and not the whole body', () => {
    expect(errorsOf({ page: 1, foo: 1, bar: 2 })).toEqual({ foo: ['This field is not accepted.'], bar: ['This field is not accepted.'] });
    expect(errorsOf({ page: 1, filters: { q: 'x', sort: 'new' } })).toEqual({ 'filters.sort': ['This field is not accepted.'] });
  });

  it('keeps a field error on its field, and a wrong body on `body`', () => {
    expect(Object.keys(errorsOf({ page: 'abc' }))).toEqual(['page']);
    expect(Object.keys(errorsOf([]))).toEqual(['body']);
  });
});
