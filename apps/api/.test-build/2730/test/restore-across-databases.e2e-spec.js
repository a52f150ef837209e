import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { getConnectionToken } from '@nestjs/mongoose';
import { BackupsService } from '../src/backups/backups.service.js';
import { customerCall } from './support/customer-fixture.js';
import { startDnsTestServer } from './support/dns-test-server.js';
import { adminCall, createTestSender } from './support/sending-fixture.js';
import { startTestApp } from './support/test-app.js';
/** Both installations open the same sealed secrets (DKIM keys, relay passwords): one server key. */
const SECRET_KEY = randomBytes(32).toString('hex');
const REPORT_RANGE = 'date_from=2024-05-01T00:00:00.000Z&date_to=2024-05-03T23:59:59.999Z';
/**
 * Moving to another database (e.g. from the embedded one to MongoDB): a backup taken on one
 * installation, restored into another with its own database server, gives every screen's calls
 * the same answers there.
 */
describe('a backup restored into another database', () => {
    let source;
    let target;
    let dns;
    let sender;
    /** Every screen's calls: the console's admin screens and the customer area's. */
    const screenCalls = () => [
        ...[
            '/api/admin/users?limit=100',
            `/api/admin/users/${sender.userId}`,
            '/api/admin/users?q=owner@&limit=100',
            '/api/admin/domains?limit=100',
            `/api/admin/domains/${sender.domainId}`,
            '/api/admin/domains?search=moved&limit=100',
            '/api/admin/smtp-accounts?limit=100',
            `/api/admin/smtp-accounts/${sender.smtpAccountId}`,
            '/api/admin/relays?limit=100',
            '/api/admin/agents?limit=100',
            '/api/admin/ips?limit=100',
            '/api/admin/user-plans?limit=100',
            '/api/admin/plan-definitions?limit=100',
            '/api/admin/suppressions?limit=100',
            `/api/admin/reports/summary?${REPORT_RANGE}`,
            '/api/admin/reports/logs?limit=100',
            '/api/admin/reports/logs?recipient=reader&limit=100',
            '/api/admin/settings/smtp',
            '/api/admin/settings/signup',
            '/api/admin/settings/webhooks',
        ].map((path) => ({ path, as: 'admin' })),
        ...[
            '/api/v1/account',
            '/api/v1/account/overview',
            '/api/v1/domains',
            `/api/v1/domains/${sender.domainId}`,
            '/api/v1/messages',
            '/api/v1/suppressions',
            '/api/v1/webhooks',
            '/api/v1/api-keys',
            '/api/v1/smtp-credentials',
        ].map((path) => ({ path, as: 'customer' })),
    ];
    const answerOf = async (app, call) => {
        const request = app.http.get(call.path);
        const response = await (call.as === 'admin'
            ? request.set('x-admin-token', app.adminToken)
            : request.set('authorization', `Bearer ${sender.apiKey}`));
        assert.equal(response.status, 200, `${call.path}: ${JSON.stringify(response.body)}`);
        return response.body;
    };
    before(async () => {
        dns = await startDnsTestServer();
        const env = { SECRET_KEY, DNS_SERVERS: dns.address };
        source = await startTestApp({ env });
        target = await startTestApp({ env });
        assert.notEqual(source.databaseUri, target.databaseUri);
        sender = await createTestSender(source, dns, { domain: 'moved.example', sendPlan: 'provider' });
        await adminCall(source, 'post', '/api/admin/relays', { name: 'moved-relay', smtp_host: 'smtp.relay.example', smtp_user: 'relay-user', smtp_pass: 'relay-secret' });
        await adminCall(source, 'post', '/api/admin/agents', { agent_id: 'moved-agent', hostname: 'mta.moved.example', owner_user_id: sender.userId });
        await adminCall(source, 'put', '/api/admin/settings/smtp', {
            host: 'smtp.example.com',
            port: 465,
            username: 'mailer@example.com',
            password: 'settings-secret',
            secure: true,
            from: 'platform@example.com',
        });
        const customer = { apiKey: sender.apiKey };
        await customerCall(source, customer, 'post', '/api/v1/api-keys', { name: 'CI server' });
        await customerCall(source, customer, 'post', '/api/v1/suppressions', { address: 'gone@recipient.example' });
        // A public address for the endpoint's host: nothing is sent to it (no bounce happens here).
        dns.setAddresses('hooks.moved.example', ['93.184.216.34']);
        await customerCall(source, customer, 'post', '/api/v1/webhooks', { url: 'https://hooks.moved.example/events', event_types: ['message.bounced'] });
        await customerCall(source, customer, 'post', '/api/v1/messages', { from: 'news@moved.example', to: 'reader@recipient.example', subject: 'Moved', text: 'Hello' }, 202);
        // Outcomes for the reports: the sending pipeline writes them as these are written.
        await source.app.get(getConnectionToken()).collection('delivery_logs').insertMany(['Reader.One@Recipient.example', 'reader.two@recipient.example', 'other@recipient.example'].map((to, index) => ({
            message_id: `<moved-${index}@moved.example>`,
            from: 'news@moved.example',
            to,
            to_lower: to.toLowerCase(),
            status: index === 1 ? 'bounced' : 'delivered',
            response: '250 OK',
            source_ip: null,
            agent_hostname: null,
            domain: 'moved.example',
            user_id: null,
            created_at: new Date(Date.UTC(2024, 4, 1 + index, 12)),
        })));
    });
    after(async () => {
        await source?.close();
        await target?.close();
        await dns?.close();
    });
    test('every screen answers the same on the database the backup was restored into', async () => {
        const before = await Promise.all(screenCalls().map((call) => answerOf(source, call)));
        // The target differs before the restore, so the comparison below can tell.
        assert.notDeepEqual(await answerOf(target, { path: '/api/admin/users?limit=100', as: 'admin' }), before[0]);
        const backup = await adminCall(source, 'post', '/api/admin/backups');
        const targetBackups = target.app.get(BackupsService).directory;
        await mkdir(targetBackups, { recursive: true });
        await copyFile(join(source.app.get(BackupsService).directory, backup.file), join(targetBackups, backup.file));
        const restored = await adminCall(target, 'post', '/api/admin/restore', undefined, 200);
        assert.equal(restored.backup_file, backup.file);
        const after = await Promise.all(screenCalls().map((call) => answerOf(target, call)));
        screenCalls().forEach((call, index) => assert.deepEqual(after[index], before[index], call.path));
        // The customer's key and the sealed secrets work there too: it can send.
        await customerCall(target, { apiKey: sender.apiKey }, 'post', '/api/v1/messages', { from: 'news@moved.example', to: 'again@recipient.example', subject: 'Again', text: 'Hi' }, 202);
    });
});
//# sourceMappingURL=restore-across-databases.e2e-spec.js.map