import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppEnv } from './context';
import { endpointSpec, type EndpointSpec } from './endpoint';

/**
 * The OpenAPI 3.1 document of the API, generated from the routes the app registers and the zod
 * schemas of their endpoint specs (server/http/endpoint.ts): nothing is written twice. OpenAPI 3.1
 * uses JSON Schema 2020-12, which is what `z.toJSONSchema` produces.
 */

export const OPENAPI_PATH = '/openapi.json';

type Json = Record<string, unknown>;
type DeclaredRoute = { method: string; path: string; handler: unknown };

export type OpenApiParameter = { name: string; in: 'path' | 'query'; required: boolean; schema: Json; style?: string; explode?: boolean };
export type OpenApiOperation = {
  operationId: string;
  summary: string;
  tags: string[];
  parameters: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: Json }> };
  responses: Record<string, Json>;
  security?: Array<Record<string, string[]>>;
};
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  jsonSchemaDialect: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, Json>; securitySchemes: Record<string, Json>; responses: Record<string, Json> };
};

function jsonSchema(schema: z.ZodType): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  return rest;
}

/** Hono's `/posts/:id/:action{(?:set-hit|remove-hit)}` as `/posts/{id}/{action}`, with what each pattern allows. */
export function openApiPath(honoPath: string): { path: string; params: Array<{ name: string; pattern?: string }> } {
  const params: Array<{ name: string; pattern?: string }> = [];
  const path = honoPath
    .split('/')
    .map((part) => {
      const param = /^:(\w+)(?:\{(.+)\})?$/.exec(part);
      if (!param?.[1]) return part;
      params.push({ name: param[1], pattern: param[2] });
      return `{${param[1]}}`;
    })
    .join('/');
  return { path, params };
}

function patternSchema(pattern: string | undefined): Json {
  if (!pattern) return { type: 'string' };
  const alternatives = /^\(\?:(.+)\)$/.exec(pattern);
  if (alternatives?.[1]) return { type: 'string', enum: alternatives[1].split('|') };
  return { type: 'string', pattern: `^${pattern}$` };
}

function queryParameters(schema: z.ZodType | undefined): OpenApiParameter[] {
  if (!schema) return [];
  const json = jsonSchema(schema);
  const properties = (json.properties ?? {}) as Record<string, Json>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const nested = property.type === 'object' || property.type === 'array';
    // Lists and filters travel as `name[]=a` and `filters[key][]=b` (lib/schemas/query.ts).
    return { name, in: 'query', required: required.has(name), schema: property, ...(nested ? { style: 'deepObject', explode: true } : {}) };
  });
}

const ERROR_REF = { $ref: '#/components/schemas/ErrorBody' };
const errorResponse = (description: string): Json => ({ description, content: { 'application/json': { schema: ERROR_REF } } });

function operation(method: string, honoPath: string, spec: EndpointSpec): OpenApiOperation {
  const { params } = openApiPath(honoPath);
  const pathParameters: OpenApiParameter[] = params.map(({ name, pattern }) => {
    const declared = spec.params?.[name];
    return { name, in: 'path', required: true, schema: declared ? { ...patternSchema(pattern), ...jsonSchema(declared) } : patternSchema(pattern) };
  });
  const success = spec.success ?? { status: 200 };
  const responses: Record<string, Json> = {
    [success.status]: success.empty
      ? { description: success.description ?? 'Done.' }
      : { description: success.description ?? 'OK.', content: { 'application/json': { schema: { type: 'object' } } } },
  };
  if (pathParameters.length > 0) responses['404'] = errorResponse('Not found: a path parameter names nothing.');
  if (spec.auth === 'user') responses['401'] = errorResponse('Unauthenticated.');
  if (spec.query || spec.body || spec.documentedBody) responses['422'] = errorResponse('Invalid input; `errors` holds the messages by field.');
  for (const status of spec.refusals ?? []) responses[String(status)] ??= errorResponse('Refused.');

  const body = spec.body ?? spec.documentedBody?.schema;
  const contentType = spec.documentedBody?.contentType ?? 'application/json';
  const segments = honoPath.split('/').filter((part) => part && !part.startsWith(':'));
  return {
    operationId: `${method.toLowerCase()}_${segments.slice(1).join('_').replace(/[^A-Za-z0-9_]/g, '_') || 'root'}${params.map((param) => `_by_${param.name}`).join('')}`,
    summary: spec.summary,
    tags: [segments[1] ?? 'api'],
    parameters: [...pathParameters, ...queryParameters(spec.query)],
    ...(body ? { requestBody: { required: false, content: { [contentType]: { schema: jsonSchema(body) } } } } : {}),
    responses,
    ...(spec.auth === 'user' ? { security: [{ bearer: [] }] } : spec.auth === 'optional' ? { security: [{ bearer: [] }, {}] } : {}),
  };
}

/** The document's own route: served by middleware at the front (server/app.ts), so listed here by hand. */
const DOCUMENT_OPERATION: OpenApiOperation = {
  operationId: 'get_openapi_json',
  summary: 'This OpenAPI 3.1 document.',
  tags: ['openapi.json'],
  parameters: [],
  responses: { '200': { description: 'The document.', content: { 'application/json': { schema: { type: 'object' } } } } },
};

/** Routes whose handler carries no endpoint spec: the document cannot describe them (openapi.test.ts fails on any). */
export function undocumentedRoutes(routes: readonly DeclaredRoute[]): string[] {
  return routes.filter((route) => route.method !== 'ALL' && endpointSpec(route.handler) === null).map((route) => `${route.method} ${route.path}`);
}

export function openApiDocument(routes: readonly DeclaredRoute[], basePath: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = { [`${basePath}${OPENAPI_PATH}`]: { get: DOCUMENT_OPERATION } };
  for (const route of routes) {
    const spec = endpointSpec(route.handler);
    if (route.method === 'ALL' || !spec) continue;
    const { path } = openApiPath(route.path);
    (paths[path] ??= {})[route.method.toLowerCase()] = operation(route.method, route.path, spec);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Dealwijzer API',
      version: '1',
      description: 'The reference API of the Dealwijzer site. Errors answer `{message, errors?}`; send `Language: nl|fr` for texts.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths,
    components: {
      schemas: {
        ErrorBody: {
          type: 'object',
          required: ['message'],
          properties: {
            message: { type: 'string' },
            errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
            error: { type: 'string', description: 'A machine-readable code on some account answers.' },
            title: { type: 'string', description: 'A translated toast title on some account answers.' },
          },
        },
      },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      responses: {},
    },
  };
}

/** Answers GET …/openapi.json before the database is opened: the document needs none. */
export function serveOpenApi(routes: () => readonly DeclaredRoute[], basePath: string): MiddlewareHandler<AppEnv> {
  let document: OpenApiDocument | null = null;
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    document ??= openApiDocument(routes(), basePath);
    return c.json(document, 200, { 'Cache-Control': 'public, max-age=300' });
  };
}
