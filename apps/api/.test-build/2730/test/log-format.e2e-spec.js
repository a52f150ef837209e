import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { startApiProcess } from './support/api-process.js';
import { openTestDatabase } from './support/test-app.js';
// The API as its own process, its output on a pipe (as in a container): JSON lines by default,
// readable lines with LOG_FORMAT=pretty (the default of `npm start` in a terminal).
const STARTED = 'Nest application successfully started';
let dataDir;
let database;
before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'log-format-'));
    database = await openTestDatabase(dataDir);
});
after(async () => {
    await database?.dispose();
    await rm(dataDir, { recursive: true, force: true });
});
async function startedOutput(env) {
    const api = await startApiProcess({
        MONGODB_URI: database.uri,
        DATA_DIR: dataDir,
        SMTP_SUBMISSION_PORT: '-1',
        INBOUND_SMTP_PORT: '-1',
        RELAY_WORKER_CONCURRENCY: '0',
        ...env,
    });
    try {
        const refused = await fetch(`${api.baseUrl}/api/admin/users`, { headers: { 'x-admin-token': 'not-a-token-of-this-install' } });
        assert.equal(refused.status, 401);
        // The output comes through a pipe: wait for the refused request's line.
        const deadline = Date.now() + 10_000;
        while (!api.output().includes('/api/admin/users 401') && Date.now() < deadline)
            await new Promise((resolve) => setTimeout(resolve, 100));
        return api.output().split('\n');
    }
    finally {
        await api.kill('SIGTERM');
    }
}
test('not on a terminal, the logs are JSON lines, one record each, with level and time', async () => {
    const lines = await startedOutput({});
    const records = lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line));
    assert.ok(records.some((record) => record.msg === STARTED && record.context === 'NestApplication' && record.level === 30));
    assert.ok(records.every((record) => typeof record.time === 'number'));
    assert.ok(records.some((record) => record.msg?.startsWith('GET /api/admin/users 401')), 'the refused request is logged');
    assert.ok(!lines.some((line) => line.includes(STARTED) && !line.startsWith('{')), 'no line of another format');
});
test('LOG_FORMAT=pretty writes one readable line per record, and LOG_LEVEL=warn leaves out the info ones', async () => {
    const pretty = (await startedOutput({ LOG_FORMAT: 'pretty' })).map((line) => line.replace(/\u001b\[[0-9;]*m/g, ''));
    const startedLine = pretty.find((line) => line.includes(STARTED));
    assert.ok(startedLine, 'the start is logged');
    assert.match(startedLine, /^\[\d{2}:\d{2}:\d{2}\] INFO/);
    assert.ok(!pretty.some((line) => line.startsWith('{"level"')), 'no JSON record');
    const quiet = await startedOutput({ LOG_FORMAT: 'pretty', LOG_LEVEL: 'warn' });
    assert.ok(!quiet.some((line) => line.includes(STARTED)), 'info lines left out');
    assert.ok(quiet.some((line) => line.includes('GET /api/admin/users 401')), 'the warning is there');
});
//# sourceMappingURL=log-format.e2e-spec.js.map