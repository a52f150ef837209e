import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { operationsOf } from '../src/api-docs/common-answers.js';
import { createCustomer, customerRequest } from './support/customer-fixture.js';
import { startTestApp } from './support/test-app.js';
/** An id no record has: a call that names it answers as for any unknown record. */
const UNKNOWN_ID = '6650c0ffee00000000000000';
/** The customer's operations: their reference promises an example request and answer each. */
const isCustomerOperation = (path) => path.startsWith('/api/v1/');
const hasExample = (content) => Object.values(content ?? {}).some((media) => media.example !== undefined || Object.keys(media.examples ?? {}).length > 0 || media.schema?.example !== undefined);
/** The path with every parameter filled in: ids with UNKNOWN_ID, tokens and files with something no server issued. */
const concretePath = (path) => path.replace(/\{(\w+)\}/g, (_whole, name) => (/id$/i.test(name) ? UNKNOWN_ID : name === 'ip' ? '192.0.2.1' : 'not-a-token'));
const documentedStatuses = (operation) => Object.keys(operation.responses);
describe('OpenAPI description', () => {
    let api;
    let document;
    before(async () => {
        api = await startTestApp();
        const response = await api.http.get('/api/docs-json');
        assert.equal(response.status, 200);
        document = response.body;
    });
    after(async () => {
        await api?.close();
    });
    test('/api/docs-json lists the users, auth, settings and restore calls', () => {
        const expected = [
            ['/api/admin/users', 'get'],
            ['/api/admin/users', 'post'],
            ['/api/admin/users/{id}', 'get'],
            ['/api/admin/users/{id}', 'patch'],
            ['/api/admin/users/{id}', 'delete'],
            ['/api/admin/users/{id}/toggle', 'post'],
            ['/api/admin/users/{id}/api-key/reset', 'post'],
            ['/api/admin/users/{id}/reset-password', 'post'],
            ['/api/signup', 'post'],
            ['/api/login', 'post'],
            ['/api/reset-password', 'post'],
            ['/api/reset-password/confirm', 'post'],
            ['/api/admin/settings/smtp', 'get'],
            ['/api/admin/settings/smtp', 'put'],
            ['/api/admin/restore', 'post'],
            ['/api/admin/backups', 'get'],
            ['/api/admin/backups', 'post'],
        ];
        for (const [path, method] of expected) {
            assert.ok(document.paths[path]?.[method], `${method.toUpperCase()} ${path} is described`);
        }
    });
    test('request bodies are described from the DTOs, and PATCH users omits e-mail and password', () => {
        const schemas = document.components?.schemas ?? {};
        const properties = (name) => Object.keys(schemas[name]?.properties ?? {}).sort();
        assert.deepEqual(properties('CreateUserDto'), ['domain_limit', 'email', 'firstName', 'lastName', 'password', 'plan_type', 'role', 'status']);
        assert.deepEqual(properties('UpdateUserDto'), ['domain_limit', 'firstName', 'lastName', 'plan_type', 'role', 'status']);
        assert.deepEqual(schemas.CreateUserDto.required?.sort(), ['email', 'password']);
        assert.deepEqual(properties('SignupDto'), ['email', 'firstName', 'lastName', 'password']);
        assert.deepEqual(properties('UpdateSmtpSettingsDto'), ['from', 'host', 'password', 'port', 'secure', 'username']);
    });
    test('admin calls require the x-admin-token security scheme; public calls do not', () => {
        assert.deepEqual(document.components?.securitySchemes?.['admin-token'], {
            type: 'apiKey',
            in: 'header',
            name: 'x-admin-token',
            description: 'The configured admin token, or the admin_token that login gives an admin or support-readonly user',
        });
        for (const [path, operations] of Object.entries(document.paths)) {
            for (const [method, operation] of Object.entries(operations)) {
                if (typeof operation !== 'object' || !operation || !('responses' in operation))
                    continue;
                const secured = JSON.stringify(operation.security ?? []).includes('admin-token');
                assert.equal(secured, path.startsWith('/api/admin/'), `${method.toUpperCase()} ${path}`);
            }
        }
    });
    test('tags group the calls: users, auth, settings, restore', () => {
        const tagsOf = (path, method) => document.paths[path]?.[method]?.tags;
        assert.deepEqual(tagsOf('/api/admin/users', 'get'), ['users']);
        assert.deepEqual(tagsOf('/api/login', 'post'), ['auth']);
        assert.deepEqual(tagsOf('/api/admin/settings/smtp', 'put'), ['settings']);
        assert.deepEqual(tagsOf('/api/admin/restore', 'post'), ['restore']);
    });
    test('POST /api/v1/messages describes the optional Idempotency-Key header', () => {
        const parameters = (document.paths['/api/v1/messages']?.post?.parameters ?? []);
        const header = parameters.find((parameter) => parameter.name === 'Idempotency-Key');
        assert.equal(header?.in, 'header');
        assert.equal(header?.required, false);
    });
    test('every operation has a summary and a description, and every answer a description', () => {
        const bare = [];
        for (const { path, method, operation } of operationsOf(document)) {
            const name = `${method.toUpperCase()} ${path}`;
            if (!operation.summary?.trim())
                bare.push(`${name}: no summary`);
            if (!operation.description?.trim())
                bare.push(`${name}: no description`);
            if (!Object.keys(operation.responses).some((status) => status.startsWith('2') || status.startsWith('3')))
                bare.push(`${name}: no success answer`);
            for (const [status, answer] of Object.entries(operation.responses)) {
                if (!answer.description?.trim())
                    bare.push(`${name}: answer ${status} has no description`);
            }
        }
        assert.deepEqual(bare, []);
    });
    test('every customer operation has an example request (when it takes a body) and an example answer', () => {
        const customerOperations = operationsOf(document).filter(({ path }) => isCustomerOperation(path));
        assert.ok(customerOperations.length >= 30, `customer operations found: ${customerOperations.length}`);
        const missing = [];
        for (const { path, method, operation } of customerOperations) {
            const name = `${method.toUpperCase()} ${path}`;
            const requestBody = operation.requestBody;
            if (requestBody && !hasExample(requestBody.content))
                missing.push(`${name}: no example request`);
            const success = Object.entries(operation.responses).filter(([status]) => status.startsWith('2') && status !== '204');
            for (const [status, answer] of success) {
                if (!hasExample(answer.content))
                    missing.push(`${name}: answer ${status} has no example`);
            }
        }
        assert.deepEqual(missing, []);
    });
    test('POST /api/v1/messages describes its 202 with an example, and its refusals', () => {
        const operation = document.paths['/api/v1/messages']?.post;
        assert.ok(operation);
        const accepted = operation.responses['202'];
        assert.match(accepted.description ?? '', /stored/);
        assert.ok(hasExample(accepted.content));
        for (const status of ['400', '401', '403', '422'])
            assert.ok(operation.responses[status], `POST /api/v1/messages documents ${status}`);
    });
    test('what every operation answers a caller without credentials is a status it documents', async () => {
        const undocumented = [];
        for (const { path, method, operation } of operationsOf(document)) {
            const request = api.http[method](concretePath(path));
            const response = method === 'get' || method === 'delete' ? await request : await request.send({});
            if (!documentedStatuses(operation).includes(String(response.status)))
                undocumented.push(`${method.toUpperCase()} ${path}: ${response.status}`);
        }
        assert.deepEqual(undocumented, []);
    });
    test("what every customer operation answers an account's API key, for unknown records and an empty body, is a status it documents", async () => {
        const customer = await createCustomer(api, `docs-${Date.now()}@example.com`);
        const undocumented = [];
        for (const { path, method, operation } of operationsOf(document).filter((entry) => isCustomerOperation(entry.path))) {
            const verb = method;
            const response = await customerRequest(api, { apiKey: customer.apiKey }, verb, concretePath(path), verb === 'get' || verb === 'delete' ? undefined : {});
            if (!documentedStatuses(operation).includes(String(response.status)))
                undocumented.push(`${method.toUpperCase()} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
        }
        assert.deepEqual(undocumented, []);
    });
    test('Swagger UI is served at /api/docs', async () => {
        const response = await api.http.get('/api/docs').redirects(1);
        assert.equal(response.status, 200);
        assert.match(response.text, /swagger-ui/i);
    });
});
describe('API_DOCS=off', () => {
    let api;
    before(async () => {
        api = await startTestApp({ env: { API_DOCS: 'off' } });
    });
    after(async () => {
        await api?.close();
    });
    test('serves neither Swagger UI nor the OpenAPI JSON', async () => {
        assert.equal((await api.http.get('/api/docs')).status, 404);
        assert.equal((await api.http.get('/api/docs-json')).status, 404);
        assert.equal((await api.http.get('/api/health')).status, 200);
    });
});
//# sourceMappingURL=openapi.e2e-spec.js.map