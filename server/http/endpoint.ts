import type { Context, Handler } from 'hono';
import type { z } from 'zod';
import { requireUser } from './auth';
import type { AppEnv } from './context';
import { notFound } from './errors';
import { parseWith, readJsonBody, readQuery } from './validate';

/**
 * Every API route is declared as one `endpoint(spec, handler)`: the spec's zod schemas check the
 * request before the handler runs and hand it typed values, and the same spec is what
 * GET /api/openapi.json publishes (server/http/openapi.ts). A route without a spec fails
 * server/http/openapi.test.ts.
 *
 * The checks run in one order for every route: path parameters (a value that cannot name anything
 * is a 404 with `missing`), then the sign-in (401), then the query, then the JSON body (422 for
 * either). The query goes through our nested, prototype-less parser and the body through
 * readJsonBody, so their hardening rules (forbidden keys, NUL and lone surrogates, size) hold for
 * every route.
 */

export const ENDPOINT_SPEC = Symbol.for('dealwijzer.endpoint-spec');

type ParamSchemas = Record<string, z.ZodType<unknown, string>>;

export type EndpointSpec = {
  /** One line for the document. */
  summary: string;
  /** Schemas for path parameters (the document falls back to the route pattern for the others). */
  params?: ParamSchemas;
  /** The 404 message when a path parameter cannot name anything. */
  missing?: string;
  /** `user`: a signed-in member only (401 for guests). */
  auth?: 'user' | 'optional';
  query?: z.ZodType;
  /** A JSON body, checked here. */
  body?: z.ZodType;
  /**
   * A body the handler checks itself, documented with this schema: the multipart upload, and the
   * account forms, whose messages are in the caller's language and whose rate limits count before
   * validation (server/routes/account/context.ts).
   */
  documentedBody?: { schema: z.ZodType; contentType?: 'application/json' | 'multipart/form-data' };
  /** The success status and what it carries, for the document; default 200 with a JSON body. */
  success?: { status: number; description?: string; empty?: boolean };
  /** Other answers worth naming beside the usual 404/422 (e.g. 429). */
  refusals?: readonly number[];
};

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export type EndpointInput<S extends EndpointSpec> = {
  params: S['params'] extends ParamSchemas ? { [K in keyof S['params']]: z.output<S['params'][K]> } : Record<string, never>;
  query: Parsed<S['query']>;
  body: Parsed<S['body']>;
  userId: S['auth'] extends 'user' ? number : number | null;
};

export type Endpoint = Handler<AppEnv> & { [ENDPOINT_SPEC]: EndpointSpec };

export function endpoint<const S extends EndpointSpec>(
  spec: S,
  handler: (c: Context<AppEnv>, input: EndpointInput<S>) => Response | Promise<Response>,
): Endpoint {
  const run: Handler<AppEnv> = async (c) => {
    const params = Object.create(null) as Record<string, unknown>;
    for (const [name, schema] of Object.entries(spec.params ?? {})) {
      const parsed = schema.safeParse(c.req.param(name) ?? '');
      if (!parsed.success) throw notFound(spec.missing);
      params[name] = parsed.data;
    }
    const userId = spec.auth === 'user' ? requireUser(c) : c.var.userId;
    const query = spec.query ? parseWith(spec.query, readQuery(c)) : undefined;
    const body = spec.body ? parseWith(spec.body, await readJsonBody(c)) : undefined;
    return handler(c, { params, query, body, userId } as EndpointInput<S>);
  };
  return Object.assign(run, { [ENDPOINT_SPEC]: spec });
}

export function endpointSpec(handler: unknown): EndpointSpec | null {
  return typeof handler === 'function' && ENDPOINT_SPEC in handler ? (handler as Endpoint)[ENDPOINT_SPEC] : null;
}
