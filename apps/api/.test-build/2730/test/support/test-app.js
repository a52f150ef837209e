import { startEmbeddedMongo } from '@platform/embedded-mongo';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getConnectionToken } from '@nestjs/mongoose';
import mongoose from 'mongoose';
import supertest from 'supertest';
import { loadAppConfig } from '../../src/config/app-config.js';
import { resolveRuntimeSecrets } from '../../src/config/persistent-secrets.js';
import { createApp } from '../../src/create-app.js';
import { commandShapeRecorder, recordDeclaredIndexes } from './index-audit/shape-recorder.js';
/**
 * The API in-process against a real database: the MongoDB that MONGODB_URI names (a fresh
 * database per test file, dropped afterwards) or the embedded FerretDB in a temporary folder.
 */
export async function startTestApp(options = {}) {
    const dataDir = options.shareWith?.dataDir ?? (await mkdtemp(join(tmpdir(), 'api-e2e-')));
    const database = options.shareWith
        ? { uri: options.shareWith.databaseUri, dispose: async () => { }, kill: options.shareWith.stopDatabase }
        : await openTestDatabase(dataDir);
    const config = loadAppConfig({
        // Tests that send mail switch these on; the others get no listener and no relay worker.
        SMTP_SUBMISSION_PORT: '-1',
        INBOUND_SMTP_PORT: '-1',
        RELAY_WORKER_CONCURRENCY: '0',
        LOG_LEVEL: 'error',
        ...options.env,
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
    });
    const secrets = await resolveRuntimeSecrets(config);
    const app = await createApp({
        config,
        secrets,
        databaseUri: database.uri,
        logDestination: options.logDestination,
        onDatabaseCommand: commandShapeRecorder(),
    });
    await app.init();
    recordDeclaredIndexes(app.get(getConnectionToken()));
    const http = supertest(app.getHttpServer());
    return {
        app,
        http,
        adminToken: await openAdminSession(http, secrets.adminToken),
        masterToken: secrets.adminToken,
        dataDir,
        databaseUri: database.uri,
        async close() {
            await app.close();
            await database.dispose();
            if (!options.shareWith)
                await rm(dataDir, { recursive: true, force: true });
        },
        stopDatabase: () => database.kill(),
    };
}
/** Exchanges the master admin token for an admin session, as the console's sign-in does. */
export async function openAdminSession(http, masterToken) {
    const response = await http.post('/api/admin/sessions').set('x-admin-token', masterToken);
    if (response.status !== 201)
        throw new Error(`Opening an admin session answered ${response.status}: ${JSON.stringify(response.body)}`);
    return response.body.admin_token;
}
/**
 * A fresh database for one test file: on MONGODB_URI's server, or an embedded one in dataDir.
 * kill() stops the embedded server now (forcibly when it does not stop within its grace time),
 * keeping its files; a configured server is left alone.
 */
export async function openTestDatabase(dataDir) {
    const configured = process.env.MONGODB_URI;
    if (configured) {
        const url = new URL(configured);
        url.pathname = `/e2e_${randomBytes(6).toString('hex')}`;
        const uri = url.toString();
        return {
            uri,
            async dispose() {
                const connection = await mongoose.createConnection(uri).asPromise();
                await connection.dropDatabase();
                await connection.close();
            },
            kill: async () => undefined,
        };
    }
    const embedded = await startEmbeddedMongo({ dataDir: join(dataDir, 'db') });
    return { uri: `${embedded.uri}platform`, dispose: embedded.stop, kill: embedded.stop };
}
//# sourceMappingURL=test-app.js.map