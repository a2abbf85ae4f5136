// @vitest-environment jsdom
import { server, useMswServer } from '@/tests/mocks/server';
import { echoHandler } from '@/tests/mocks/handlers';
import { createApiClient } from './client';

useMswServer();

it('probe', async () => {
  server.use(echoHandler('/echo', '/api'));
  console.log(location.href, typeof XMLHttpRequest, typeof navigator.sendBeacon);
  const api = createApiClient({ baseURL: '/api', domain: 'd', locale: () => 'nl', token: () => 't' });
  const r = await api.get('/echo', { params: { a: [1] } });
  console.log(r.data);
  const fd = new FormData(); fd.append('file', new Blob(['hi']), 'a.txt');
  const f = await api.post('/echo', fd);
  console.log(f.data.headers['content-type']);
});
