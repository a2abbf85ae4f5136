import { describe, expect, it } from 'vitest';
import { API_BASE_PATH, createApiApp } from '../app';
import { openApiDocument, openApiPath, undocumentedRoutes, type OpenApiDocument } from './openapi';

/** The app's routes need no database to be listed or described. */
const app = createApiApp({ db: () => Promise.reject(new Error('no database in this test')) });

async function served(): Promise<OpenApiDocument> {
  const response = await app.request('/api/openapi.json');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return (await response.json()) as OpenApiDocument;
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document in shape', async () => {
    const doc = await served();
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(doc.components).toMatchObject({ schemas: { ErrorBody: expect.any(Object) }, securitySchemes: expect.any(Object) });
    const operationIds = new Set<string>();
    for (const [path, operations] of Object.entries(doc.paths)) {
      expect(path).toMatch(/^\/api\//);
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      for (const [method, operation] of Object.entries(operations)) {
        expect(['get', 'put', 'post', 'delete', 'patch']).toContain(method);
        expect(operation.summary.length).toBeGreaterThan(0);
        expect(Object.keys(operation.responses).length).toBeGreaterThan(0);
        // Every path template has its path parameter, required, and nothing else is in the path.
        const inPath = operation.parameters.filter((parameter) => parameter.in === 'path');
        expect(inPath.map((parameter) => parameter.name).sort()).toEqual([...templated].sort());
        for (const parameter of inPath) expect(parameter.required).toBe(true);
        expect(operationIds.has(operation.operationId), `${method} ${path}: duplicate operationId`).toBe(false);
        operationIds.add(operation.operationId);
      }
    }
  });

  it('lists every route the app registers, with its method (a route without an endpoint spec fails here)', async () => {
    const doc = await served();
    expect(undocumentedRoutes(app.routes)).toEqual([]);
    const declared = app.routes.filter((route) => route.method !== 'ALL');
    expect(declared.length).toBeGreaterThan(50);
    for (const route of declared) {
      const { path } = openApiPath(route.path);
      expect(doc.paths[path]?.[route.method.toLowerCase()], `${route.method} ${route.path}`).toBeDefined();
    }
    expect(doc.paths['/api/openapi.json']?.get).toBeDefined();
  });

  it('describes inputs from the same schemas the routes check', async () => {
    const doc = await served();
    const feed = doc.paths['/api/feed-items']?.get;
    expect(feed?.parameters.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['page', 'per_page', 'filters', 'sort']));
    const vote = doc.paths['/api/posts/{id}/{action}']?.put;
    const action = vote?.parameters.find((parameter) => parameter.name === 'action');
    expect(action?.schema.enum).toEqual(expect.arrayContaining(['set-hit', 'remove-hit']));
    expect(vote?.security).toEqual([{ bearer: [] }]);
    expect(vote?.responses).toHaveProperty('401');
    const login = doc.paths['/api/token']?.post;
    expect(login?.requestBody?.content['application/json']?.schema).toMatchObject({ type: 'object', properties: { email: expect.any(Object) } });
    expect(doc.paths['/api/register/upload-image']?.post?.requestBody?.content).toHaveProperty('multipart/form-data');
  });

  it('is generated without a database', () => {
    expect(openApiDocument(app.routes, API_BASE_PATH).paths).toHaveProperty(['/api/health']);
  });
});
