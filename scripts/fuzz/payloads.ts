/**
 * The hostile values themselves. Strings named "wire" go onto the request line as they are (already
 * percent-encoded, or deliberately broken); the others are decoded text the mutations encode.
 */

/** Percent escapes that do not decode, decode to invalid UTF-8, or decode to something else again. */
export const BAD_ESCAPES = [
  '%', '%Z', '%ZZ', '%2', 'abc%', '%%%', '%25', '%2525', '%E0%A4%A', '%E2%82', '%C0%AF', '%C0%AE%C0%AE%C0%AF',
  '%FF%FE', '%ED%A0%80', '%F4%90%80%80', '%u0041', '%%32%65', '100%', '%E0%80%80',
] as const;

/** NUL, CR/LF (header injection), escapes, DEL, zero-width and bidi characters, a BOM. */
export const CONTROL_WIRE = [
  '%00', 'a%00b', '%00.png', '%0d%0a', '%0d%0aSet-Cookie:%20fuzz=1', '%0a', '%1b%5B31m', '%7f', '%08', '%0b%0c',
  '%e2%80%8b', '%e2%80%ae', '%ef%bb%bf', '%c2%a0', '%09',
] as const;

/** Bytes a client should never put raw on the request line (Node's parser rejects most with 400). */
export const RAW_BYTES = ['\t', ' x', '\u00e9', '\u{1F600}', '"', '<>', '`', '{}', '|', '\\', '^', '\u0000', '\u0001', '\u007f'] as const;

export const INJECTIONS = [
  "' OR 1=1--", '" OR ""="', "1; DROP TABLE users;--", "1' AND pg_sleep(10)--", "'; select pg_sleep(10); --",
  '{{7*7}}', '${7*7}', '#{7*7}', '<%= 7*7 %>', '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)', '../../etc/passwd', '..\\..\\windows\\win.ini', '%2e%2e%2f', '{"$gt":""}', '$where',
  '*', '%', '_', '\\', '\u202e', '\u{1F600}'.repeat(50), 'null', 'undefined', 'NaN', 'true', '[]', '{}',
  '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'ß'.repeat(300), '\u0000',
] as const;

/** Path traversal, as wire text (some double-encoded, some with a NUL before an extension). */
export const TRAVERSAL_WIRE = [
  '..', '../..', '../../../etc/passwd', '..%2f..%2fetc%2fpasswd', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '%2e%2e',
  '..%5c..%5cwindows%5cwin.ini', '%252e%252e%252f', '....//....//etc/passwd', '..;', '.%2e', '%c0%ae%c0%ae%2f',
  '.env', '.git%2fconfig', '..%00.png', 'x.png%00.svg', '1.svg%2f..', '..%2f1.svg', '%2fetc%2fpasswd', '~root',
  'con', 'avatars%2f..%2f..%2f..%2fpackage.json',
] as const;

/** What an id segment or a numeric query value should not be. */
export const WRONG_NUMBERS = [
  '-1', '0', '-0', '1.5', '1e3', '1e309', '-1e309', 'NaN', 'Infinity', '99999999999999999999', '2147483648',
  '9007199254740993', '0x10', '0b1', '+1', '%201', '1%20', '%d9%a1%d9%a2', '00000000001', '1,2', '1;2', '[1]', 'null',
  'true', '',
] as const;

/** Query parameter names the API and the pages read. */
export const QUERY_KEYS = [
  'page', 'per_page', 'sort', 'q', 'include', 'include_filters', 'locale', 'type', 'path', 'slug', 'id',
  'load_top_articles', 'filters[types][]', 'filters[categories][]', 'filters[price][]', 'filters[stores][]',
  'filters[webshops][]', 'filters[brands][]', 'view', 'redirect', 'token', 'email', 'utm_source', 'share_source',
] as const;

/** Prototype keys in query-string form, each as a full `key=value` pair. */
export const PROTO_QUERY = [
  '__proto__[x]=1', '__proto__.x=1', '__proto__=1', 'constructor[prototype][x]=1', 'constructor.prototype.x=1',
  '__proto__[__proto__][x]=1', 'filters[__proto__][x]=1', 'filters[constructor][prototype][x]=1',
  'filters[types][__proto__]=1', '__proto__[]=1', 'prototype[x]=1', 'toString=1', 'hasOwnProperty=1', 'valueOf[]=1',
  '%5F%5Fproto%5F%5F[x]=1', '__proto__%5Bx%5D=1', 'include[__proto__]=x', 'a[__proto__][polluted]=yes',
] as const;

/** JSON bodies that try to reach `Object.prototype`. */
export const PROTO_BODIES = [
  '{"__proto__":{"fuzzPolluted":1}}',
  '{"constructor":{"prototype":{"fuzzPolluted":1}}}',
  '{"email":"a@b.example","password":"x","__proto__":{"isAdmin":true}}',
  '{"settings":{"__proto__":{"fuzzPolluted":1},"locale":"nl"}}',
  '{"settings":{"constructor":{"prototype":{"fuzzPolluted":1}}}}',
  '[{"__proto__":{"fuzzPolluted":1}}]',
  '{"a":{"b":{"__proto__":{"fuzzPolluted":1}}}}',
  '{"__proto__":[1,2,3]}',
  '{"__proto__":null}',
  '{"prototype":{"fuzzPolluted":1},"toString":1,"hasOwnProperty":"x","valueOf":{}}',
] as const;

/** Form-encoded bodies with prototype keys. */
export const PROTO_FORMS = ['__proto__[fuzzPolluted]=1', 'constructor[prototype][fuzzPolluted]=1', 'settings[__proto__][x]=1&email=a'] as const;

/** Fields the API's payloads read: wrong types are put into these. */
export const BODY_FIELDS = [
  'email', 'password', 'password_confirmation', 'current_password', 'fname', 'lname', 'gender', 'birthday', 'postal_code',
  'locale', 'is_subscribed', 'newsletter', 'avatar', 'settings', 'token', 'id_token', 'access_token', 'code', 'g_recaptcha',
  'include', 'event', 'level', 'message', 'url', 'terms', 'referral_code', 'step', 'user', 'name', 'status', 'at',
] as const;

/** JSON values of every wrong type (as JSON text, some not valid JSON on purpose). */
export const WRONG_JSON_VALUES = [
  '[]', '{}', 'null', 'true', 'false', '0', '-1', '1.5', '1e308', '1e309', '-1e309', '123456789012345678901234567890',
  '""', '" "', '"\\u0000"', '"\\ud800"', '"a\\u0000b"', '["a",["b",["c"]]]', '{"$gt":""}', '{"email":{"email":1}}',
  'NaN', 'Infinity', 'undefined', "'single'", '"1970-13-45"', '"../../etc/passwd"', '"<script>alert(1)</script>"',
  '"\' OR 1=1--"',
] as const;

/** Bodies that are not JSON, or JSON that a parser may choke on. */
export const INVALID_JSON = [
  '{"a":', "{'a':1}", '[1,2', '{"a":1}}', '{"a" 1}', '\u0000', '\ufeff{}', '{"a":"\\ud800"}', '{"a":1,"a":2}',
  'null', '"string"', '123', 'true', '[]', '{"email":"a@b.example",}', '{"a":"\\x41"}', '{"a":01}', '{"a":.5}',
  '{"a":"line\nbreak"}', '<xml/>', 'email=a@b.example&password=x',
] as const;

export const CONTENT_TYPES = [
  'text/plain', 'application/xml', 'multipart/form-data; boundary=fuzz', 'multipart/form-data', 'application/x-www-form-urlencoded',
  'application/json; charset=utf-16', 'application/json; charset=bogus', 'image/png', '*/*', 'application/json, text/plain',
  'application/jso', 'application/json;;;', 'APPLICATION/JSON', 'application/vnd.api+json', 'text/html',
] as const;

/** Hostile request headers; `page` ones only make sense to the Next.js server. */
export const HOSTILE_HEADERS: ReadonlyArray<readonly [string, string, 'any' | 'page' | 'write']> = [
  ['Language', '../../etc/passwd', 'any'],
  ['Language', 'x'.repeat(4000), 'any'],
  ['Language', '__proto__', 'any'],
  ['Accept-Language', '*;q=NaN, zz-ZZ;q=2, __proto__', 'any'],
  ['Accept-Language', 'fr-BE;q=0.9,'.repeat(400), 'any'],
  ['Authorization', "Bearer ' OR 1=1--", 'any'],
  ['Authorization', `Bearer ${'a'.repeat(8000)}`, 'any'],
  ['Authorization', 'Bearer 1|%ZZ', 'any'],
  ['Authorization', 'Basic %%%', 'any'],
  ['Authorization', 'Bearer', 'any'],
  ['Cookie', 'auth-token=%ZZ; locale=../../x', 'any'],
  ['Cookie', 'locale=__proto__; auth-token=__proto__', 'any'],
  ['Cookie', `auth-token=${'%E0%A4%A'.repeat(200)}`, 'any'],
  ['Idempotency-Key', 'x'.repeat(3000), 'write'],
  ['Idempotency-Key', '__proto__', 'write'],
  ['If-None-Match', '"', 'any'],
  ['If-None-Match', 'W/"' + '*'.repeat(2000), 'any'],
  ['X-Forwarded-For', "' OR 1=1, ::ffff:999.1.1.1, %00", 'any'],
  ['X-Forwarded-Host', 'evil.example', 'any'],
  ['X-Forwarded-Proto', 'javascript', 'any'],
  ['Origin', 'https://evil.example', 'write'],
  ['Origin', 'null', 'write'],
  ['Range', 'bytes=99999999-1', 'any'],
  ['Next-Action', 'fuzz0000000000000000000000000000000000000', 'page'],
  ['Next-Router-State-Tree', '%ZZ', 'page'],
  ['Next-Router-State-Tree', '["",{"children":["__PAGE__",{}]},null,null,true]', 'page'],
  ['RSC', '1', 'page'],
  ['Next-Router-Prefetch', '1', 'page'],
  ['Next-Url', '/%ZZ', 'page'],
  ['X-Middleware-Subrequest', 'middleware:middleware:middleware:middleware:middleware', 'page'],
];

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
