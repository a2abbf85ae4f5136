import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_SHELL_HEADER, type ErrorViewName, type NotFoundViewName } from '../lib/http/error-shell.mjs';
import { compressedHandler } from './front-compression.mjs';
import {
  localeOfPath,
  MAX_BUFFERED_BYTES,
  ErrorShells,
  errorViewHandler,
  requestedPath,
  SHELL_RETRY_SECONDS,
  SHELL_SECONDS,
  shellParts,
  spliceErrorView,
  viewOf,
} from './front-error-view.mjs';
import { frontHandler, frontOptionsFromEnv } from './front-server.mjs';
import { serveHandler as serve, type Handler } from './test-support/serve-handler';

/** Next's error document for a 404, as it sends it: the head, an empty body, the payload naming the views. */
function errorDocument(variants: NotFoundViewName[], padding = 0): string {
  const views = variants.map((variant) => `[\\"$\\",\\"main\\",null,{\\"data-error-view\\":\\"${variant}\\"}]`);
  const payload = [...views, 'x'.repeat(padding)].join(',');
  return `<!DOCTYPE html><html id="__next_error__"><head><meta charSet="utf-8"/><title>Pagina niet gevonden</title></head><body><div hidden=""></div><script>self.__next_f.push([1,"${payload}"])</script></body></html>`;
}

/** The internal page's HTML: stylesheets and scripts in the head, the view and more scripts in the body. */
function shellPage(variant: ErrorViewName, locale = 'nl'): string {
  return (
    `<!DOCTYPE html><html lang="${locale}"><head><meta charSet="utf-8"/><title>Er ging iets mis | Dealwijzer</title><link rel="stylesheet" href="/_next/static/a.css" data-precedence="next"/>` +
    `<link rel="preload" as="script" href="/_next/static/x.js"/><script src="/_next/static/x.js" async=""></script></head>` +
    `<body><a class="skip-link" href="#main">${locale}</a><header>logo</header><main class="container" data-error-view="${variant}"><h1>Niet gevonden</h1>` +
    `<p><code translate="no">{{requested-path}}</code></p></main><script>self.__next_f.push([1,"x"])</script><footer>voet</footer></body></html>`
  );
}

/** Shells served from the fake internal page, counting the loads. */
function shellsFor(load = vi.fn(async (path: string) => shellPage(path.slice(path.lastIndexOf('/') + 1) as ErrorViewName, localeOfPath(path)))) {
  return { shells: new ErrorShells({ load }), load };
}

/** A 404 as Next sends a cached one: Content-Length, then the whole document in one `end()`. */
const whole =
  (doc: string, status = 404): Handler =>
  (_req, res) => {
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(doc));
    res.end(doc);
  };

/** A 404 as Next streams a dynamic one: headers flushed first, then chunks, then `end()`. */
const streamed =
  (doc: string, status = 404): Handler =>
  (_req, res) => {
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.flushHeaders();
    const middle = Math.floor(doc.length / 2);
    res.write(Buffer.from(doc.slice(0, middle)));
    setTimeout(() => {
      res.write(new TextEncoder().encode(doc.slice(middle)));
      res.end();
    }, 5);
  };

describe('the parts', () => {
  it('reads the path and its language as the browser shows them', () => {
    expect(requestedPath('/fr/depliants/caf%C3%A9?x=1#y')).toBe('/fr/depliants/café');
    expect(requestedPath('/x%E0%A4%A')).toBe('/x%E0%A4%A');
    expect(requestedPath('http://dealwijzer.example/fr/x?y')).toBe('/fr/x');
    expect(requestedPath('https://dealwijzer.example')).toBe('/');
    expect(localeOfPath('/fr')).toBe('fr');
    expect(localeOfPath('/fr/store/x')).toBe('fr');
    expect(localeOfPath('/fromage')).toBe('nl');
    expect(localeOfPath('/store/x')).toBe('nl');
  });

  it('takes the shell’s stylesheets and its body without scripts, and only from the right view', () => {
    const parts = shellParts(shellPage('invalid'), 'invalid');
    expect(parts?.stylesheets).toBe('<link rel="stylesheet" href="/_next/static/a.css" data-precedence="next"/>');
    expect(parts?.body).toContain('<main class="container" data-error-view="invalid">');
    expect(parts?.body).toContain('<footer>voet</footer>');
    expect(parts?.body).not.toContain('<script');
    expect(shellParts(shellPage('invalid'), 'unmatched')).toBeNull();
    expect(shellParts('<html><body>no head</body></html>', 'invalid')).toBeNull();
    // A boundary that only its (removed) scripts would reveal: no shell rather than a fallback for good.
    expect(shellParts(shellPage('invalid').replace('<footer>', '<!--$?--><template id="B:0"></template><footer>'), 'invalid')).toBeNull();
  });

  it('tells the views apart by the payload: the path’s own "unmatched" view wins over the locale’s', () => {
    expect(viewOf(errorDocument(['invalid', 'unmatched']), 404)).toBe('unmatched');
    expect(viewOf(errorDocument(['unmatched', 'invalid']), 404)).toBe('unmatched');
    expect(viewOf(errorDocument(['invalid']), 404)).toBe('invalid');
    expect(viewOf(errorDocument([]), 404)).toBeNull();
    // A 500 shows the server error's view, whatever its payload; other statuses none.
    expect(viewOf(errorDocument([]), 500)).toBe('server-error');
    expect(viewOf(errorDocument(['invalid']), 503)).toBeNull();
    // A visitor's path in the payload has its quotes escaped once more: it cannot pass for the marker.
    const forged = JSON.stringify(JSON.stringify(['slug', '"data-error-view":"unmatched"', 'd'])).slice(1, -1);
    expect(viewOf(errorDocument(['invalid']).replace('<div hidden="">', `<script>self.__next_f.push([1,"${forged}"])</script>`), 404)).toBe('invalid');
  });

  it('splices the view into the error document with the language, the stylesheets and the escaped path', () => {
    const parts = shellParts(shellPage('invalid', 'fr'), 'invalid')!;
    const html = spliceErrorView(errorDocument(['invalid']), parts, { locale: 'fr', path: '/fr/store/<i>$&</i>' })!;
    expect(html.startsWith('<!DOCTYPE html><html id="__next_error__" lang="fr"><head>')).toBe(true);
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/a.css" data-precedence="next"/></head><body><a class="skip-link"');
    expect(html).toContain('<code translate="no">/fr/store/&#60;i&#62;$&#38;&#60;/i&#62;</code>');
    // The document's own body follows: its payload and scripts.
    expect(html).toMatch(/<footer>voet<\/footer><div hidden=""><\/div><script>self.__next_f/);
    expect(spliceErrorView('<!DOCTYPE html><html lang="nl"><head></head><body></body></html>', parts, { locale: 'nl', path: '/' })).toBeNull();
    // A 404 keeps the 404 title Next gave it.
    expect(parts.title).toBeNull();
    expect(html).toContain('<title>Pagina niet gevonden</title>');
  });

  it('gives a 500 the server error view and its title (Next’s error document has the generic one)', () => {
    const parts = shellParts(shellPage('server-error'), 'server-error')!;
    expect(parts.title).toBe('<title>Er ging iets mis | Dealwijzer</title>');
    const doc = errorDocument([]).replace('<title>Pagina niet gevonden</title>', '<title>Dealwijzer – promoties</title>');
    const html = spliceErrorView(doc, parts, { locale: 'nl', path: '/promos/$&' })!;
    expect(html).toContain('<title>Er ging iets mis | Dealwijzer</title>');
    expect(html).not.toContain('Dealwijzer – promoties');
    expect(html).toContain('<main class="container" data-error-view="server-error">');
  });
});

describe('ErrorShells', () => {
  it('fetches a shell once for concurrent 404s and keeps it for a while', async () => {
    let now = 0;
    const load = vi.fn(async (path: string) => shellPage(path.endsWith('unmatched') ? 'unmatched' : 'invalid'));
    const shells = new ErrorShells({ load, now: () => now });
    const [first, second] = await Promise.all([shells.get('fr', 'invalid'), shells.get('fr', 'invalid')]);
    expect(first).not.toBeNull();
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('/fr/error-shell/invalid');
    await shells.get('nl', 'unmatched');
    expect(load).toHaveBeenLastCalledWith('/error-shell/unmatched');
    now += SHELL_SECONDS * 1000 - 1;
    await shells.get('fr', 'invalid');
    expect(load).toHaveBeenCalledTimes(2);
    // Past its time: the kept one answers at once while a new one is fetched.
    now += 2;
    expect(await shells.get('fr', 'invalid')).toBe(first);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('fetches every shell when warmed, one after another, and makes a 404 wait for a slow one only so long', async () => {
    let loading = 0;
    let most = 0;
    const { load } = shellsFor(
      vi.fn(async (path: string) => {
        most = Math.max(most, ++loading);
        await new Promise((resolve) => setTimeout(resolve, 2));
        loading -= 1;
        return shellPage(path.slice(path.lastIndexOf('/') + 1) as ErrorViewName, localeOfPath(path));
      }),
    );
    await new ErrorShells({ load }).warm();
    expect(most).toBe(1);
    expect(load.mock.calls.map(([path]) => path).sort()).toEqual([
      '/error-shell/invalid',
      '/error-shell/server-error',
      '/error-shell/unmatched',
      '/fr/error-shell/invalid',
      '/fr/error-shell/server-error',
      '/fr/error-shell/unmatched',
    ]);
    let finish: (html: string) => void = () => undefined;
    const slow = new ErrorShells({ load: () => new Promise<string>((resolve) => (finish = resolve)) });
    expect(await slow.within('nl', 'invalid', 20)).toBeNull();
    finish(shellPage('invalid'));
    expect(await slow.within('nl', 'invalid', 20)).not.toBeNull();
  });

  it('after a failure answers with what it had (or nothing) and tries again only later', async () => {
    let now = 0;
    const errors: unknown[] = [];
    const load = vi.fn(async (): Promise<string> => {
      throw new Error('down');
    });
    const shells = new ErrorShells({ load, now: () => now, onError: (error) => errors.push(error) });
    expect(await shells.get('nl', 'invalid')).toBeNull();
    expect(await shells.get('nl', 'invalid')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    expect(errors).toHaveLength(1);
    now += SHELL_RETRY_SECONDS * 1000 + 1;
    load.mockResolvedValueOnce('<html><head></head><body>not the view</body></html>');
    expect(await shells.get('nl', 'invalid')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    expect(String(errors[1])).toMatch(/did not render the invalid view/);
  });
});

describe('errorViewHandler', () => {
  it('fills a whole 404 document in and sends its new length', async () => {
    const { shells } = shellsFor();
    const get = await serve(errorViewHandler(whole(errorDocument(['invalid'])), { shells }));
    const answer = await get('/store/onbekend');
    expect(answer.status).toBe(404);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    const html = answer.body.toString();
    expect(html).toContain('<html id="__next_error__" lang="nl">');
    expect(html).toContain('<main class="container" data-error-view="invalid">');
    expect(html).toContain('<code translate="no">/store/onbekend</code>');
  });

  it('fills a streamed 404 document in, in the path’s language and view', async () => {
    const { shells, load } = shellsFor();
    const get = await serve(errorViewHandler(streamed(errorDocument(['invalid', 'unmatched'])), { shells }));
    const answer = await get('/fr/a/b');
    expect(answer.status).toBe(404);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    expect(answer.body.toString()).toContain('<html id="__next_error__" lang="fr"><head>');
    expect(answer.body.toString()).toContain('data-error-view="unmatched"');
    expect(load).toHaveBeenCalledWith('/fr/error-shell/unmatched');
  });

  it('fills a 500 document in with the server error view, whole or streamed', async () => {
    const { shells, load } = shellsFor();
    for (const send of [whole, streamed]) {
      const get = await serve(errorViewHandler(send(errorDocument([]), 500), { shells }));
      const answer = await get('/fr/promos?page=2');
      expect(answer.status).toBe(500);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      const html = answer.body.toString();
      expect(html).toContain('<html id="__next_error__" lang="fr">');
      expect(html).toContain('<main class="container" data-error-view="server-error">');
      expect(html).toContain('<title>Er ging iets mis | Dealwijzer</title>');
    }
    expect(load.mock.calls.map(([path]) => path)).toEqual(['/fr/error-shell/server-error']);
  });

  it('calls the callbacks of what it holds, and does not hold the front layer’s own request', async () => {
    const { shells, load } = shellsFor();
    const doc = errorDocument(['invalid']);
    const called: string[] = [];
    const get = await serve(
      errorViewHandler(
        (_req, res) => {
          res.statusCode = 404;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.write(doc.slice(0, 100), 'utf8', () => called.push('write'));
          res.write(doc.slice(100, 200), () => called.push('write without encoding'));
          res.end(doc.slice(200), () => called.push('end'));
        },
        { shells },
      ),
    );
    expect((await get('/store/x')).body.toString()).toContain('<code translate="no">/store/x</code>');
    expect(called.sort()).toEqual(['end', 'write', 'write without encoding']);
    const own = await get('/store/x', { [ERROR_SHELL_HEADER]: 'token' });
    expect(own.body.toString()).toBe(doc);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves everything else as it is', async () => {
    const { shells, load } = shellsFor();
    const doc = errorDocument(['invalid']);
    const cases: Array<[Handler, string]> = [
      [whole(doc, 200), 'a 200'],
      [streamed(doc, 503), 'another status'],
      [whole('<!DOCTYPE html><html lang="nl"><head></head><body><h1>404</h1></body></html>'), 'a 404 rendered on the server'],
      [whole(errorDocument([])), 'an error document without our views'],
      [
        (_req, res) => {
          res.statusCode = 404;
          res.setHeader('Content-Type', 'application/json');
          res.end('{"message":"Not found."}');
        },
        'JSON',
      ],
    ];
    for (const [handler, name] of cases) {
      const get = await serve(errorViewHandler(handler, { shells }));
      const answer = await get('/x');
      const expected = name === 'JSON' ? '{"message":"Not found."}' : undefined;
      if (expected) expect(answer.body.toString(), name).toBe(expected);
      else expect(answer.body.toString(), name).not.toContain('data-error-view="invalid">');
    }
    const get = await serve(errorViewHandler(whole(doc), { shells }));
    // A HEAD gets no body, and not the empty document's length either (a GET gets a longer one).
    const head = await get('/x', {}, 'HEAD');
    expect(head.status).toBe(404);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBeUndefined();
    const headOf200 = await (await serve(errorViewHandler(whole(doc, 200), { shells })))('/x', {}, 'HEAD');
    expect(headOf200.headers['content-length']).toBe(String(Buffer.byteLength(doc)));
    expect(load).not.toHaveBeenCalled();
  });

  it('sends the document unchanged when no shell can be had, and a long 404 as it comes', async () => {
    const down = new ErrorShells({
      load: async () => {
        throw new Error('down');
      },
    });
    const doc = errorDocument(['invalid']);
    const get = await serve(errorViewHandler(streamed(doc), { shells: down }));
    const answer = await get('/store/x');
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toBe(doc);

    const { shells, load } = shellsFor();
    const long = `${doc}${'<!-- -->'.repeat(MAX_BUFFERED_BYTES / 8 + 1)}`;
    const getLong = await serve(errorViewHandler(streamed(long), { shells }));
    const longAnswer = await getLong('/store/x');
    expect(longAnswer.body.toString()).toBe(long);
    expect(load).not.toHaveBeenCalled();
  });

  it('works under the compression layer: the filled document is the one gzipped', async () => {
    const { shells } = shellsFor();
    // Long enough to be compressed (the middleware's threshold is 1 kB).
    const get = await serve(compressedHandler(errorViewHandler(streamed(errorDocument(['invalid'], 2000)), { shells })));
    const answer = await get('/store/onbekend', { 'Accept-Encoding': 'gzip' });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toContain('<code translate="no">/store/onbekend</code>');
  });
});

describe('the internal page’s header', () => {
  /** Answers with the header as the page behind the front layer sees it. */
  const echo: Handler = (req, res) => res.end(String(req.headers[ERROR_SHELL_HEADER] ?? 'none'));

  it('reaches the page only with the front layer’s own token', async () => {
    const get = await serve(frontHandler(echo, { ...frontOptionsFromEnv({}), shellToken: 'token-1' }));
    expect((await get('/', { [ERROR_SHELL_HEADER]: 'token-1' })).body.toString()).toBe('token-1');
    expect((await get('/', { [ERROR_SHELL_HEADER]: 'forged' })).body.toString()).toBe('none');
    expect((await get('/')).body.toString()).toBe('none');
    const withoutToken = await serve(frontHandler(echo, frontOptionsFromEnv({})));
    expect((await withoutToken('/', { [ERROR_SHELL_HEADER]: '' })).body.toString()).toBe('none');
  });
});
