import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { operationsOf } from '../src/api-docs/common-answers.js';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@platform/contracts';
import { createCustomer } from './support/customer-fixture.js';
import { startTestApp } from './support/test-app.js';
/** Path parameters no server issued, and that a careless handler would choke on. */
const HOSTILE_PARAMETERS = ['not-an-id', '..%2F..%2Fetc%2Fpasswd', '%24gt', 'x'.repeat(4000), '%E6%97%A5%E6%9C%AC%00', '6650c0ffee00000000000000'];
/** Query strings of the wrong type, operator objects and sizes, on every call. */
const HOSTILE_QUERY = '?page=-1&limit=abc&search[$gt]=&status[]=a&status[]=b&sort=__proto__&from=not-a-date&to=9999999999999999';
/** Every field of the request's schema set to `value` (or a few likely names when there is no schema). */
const withEveryField = (fields, value) => Object.fromEntries((fields.length ? fields : ['id', 'email', 'name', 'domain']).map((field) => [field, value]));
/**
 * Hostile input on every operation of the API's own reference: each documented call, as the
 * caller it is for (an admin session on /api/admin, a customer session on /api/v1, nobody
 * elsewhere), with path parameters no server issued, query parameters of the wrong types and
 * operator objects, and bodies of the wrong JSON type or with every field of its schema wrong
 * (operator objects, arrays, huge strings, prototype keys). Whatever the call, the answer is a
 * 4xx (or a success that did nothing harmful), never a 5xx, and the API answers on.
 */
describe('hostile requests on every documented operation', () => {
    let api;
    let document;
    let customer;
    before(async () => {
        api = await startTestApp();
        document = (await api.http.get('/api/docs-json')).body;
        customer = await createCustomer(api, `hostile-${Date.now()}@example.com`);
    });
    after(async () => {
        await api?.close();
    });
    /** The request body's field names, from its schema (a $ref into the components). */
    const fieldsOf = (operation) => {
        const content = operation.requestBody?.content;
        let schema = content?.['application/json']?.schema;
        if (schema?.$ref)
            schema = document.components?.schemas?.[schema.$ref.split('/').pop()];
        return Object.keys(schema?.properties ?? {});
    };
    /** A call as the caller the path is for, with `json` (JSON text) as its body when given. */
    const call = (path, verb, json) => {
        let request = api.http[verb](path);
        if (path.startsWith('/api/v1/'))
            request = request.set('cookie', customer.cookie).set(CSRF_HEADER, CSRF_HEADER_VALUE);
        if (path.startsWith('/api/admin/'))
            request = request.set('x-admin-token', api.adminToken);
        return json === undefined ? request : request.set('content-type', 'application/json').send(json);
    };
    /** Calls that would end the test's own admin session or put a backup over its database. */
    const spared = (path, verb) => (path === '/api/admin/sessions' && verb === 'delete') || path.startsWith('/api/admin/restore');
    test('no path parameter, query or body answers a 5xx, and the API answers on', async () => {
        const failures = [];
        let requests = 0;
        for (const { path, method, operation } of operationsOf(document)) {
            const verb = method;
            if (!['get', 'post', 'patch', 'put', 'delete'].includes(verb) || spared(path, verb))
                continue;
            const fields = fieldsOf(operation);
            const takesBody = verb !== 'get' && verb !== 'delete';
            // As JSON text: a bare number or string goes as it is, and `__proto__` as a key of its own.
            const bodies = takesBody
                ? [
                    '[]',
                    '"a string"',
                    '12',
                    '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}',
                    ...[{ $gt: '' }, [1, [2], { three: 3 }], 'x'.repeat(100_000), null, -1e308].map((value) => JSON.stringify(withEveryField(fields, value))),
                ]
                : [undefined];
            const hasParameters = /\{\w+\}/.test(path);
            const paths = hasParameters ? HOSTILE_PARAMETERS.map((value) => path.replace(/\{\w+\}/g, value)) : [path];
            for (const concrete of paths) {
                // A DELETE without parameters ends something of the caller's own (its session): left alone.
                if (verb === 'delete' && !hasParameters)
                    continue;
                for (const body of bodies) {
                    const target = verb === 'get' ? `${concrete}${HOSTILE_QUERY}` : concrete;
                    const response = await call(target, verb, body);
                    requests += 1;
                    if (response.status >= 500)
                        failures.push(`${verb.toUpperCase()} ${target.slice(0, 120)} ${body?.slice(0, 80) ?? ''}: ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
                }
            }
        }
        assert.ok(requests > 500, `${requests} requests`);
        assert.deepEqual(failures, []);
        // Still up, and the admin and the customer still signed in.
        assert.equal((await api.http.get('/api/health').expect(200)).status, 200);
        assert.equal((await call('/api/admin/users?limit=1', 'get')).status, 200);
        assert.equal((await call('/api/v1/account', 'get')).status, 200);
    });
});
//# sourceMappingURL=hostile-requests.e2e-spec.js.map