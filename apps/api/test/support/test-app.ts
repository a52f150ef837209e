import type { INestApplication } from '@nestjs/common';
import type { AdminSessionResponse } from '@platform/contracts';
import { startEmbeddedMongo } from '@platform/embedded-mongo';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getConnectionToken } from '@nestjs/mongoose';
import mongoose, { type Connection } from 'mongoose';
import type { DestinationStream } from 'pino';
import supertest from 'supertest';
import { loadAppConfig } from '../../src/config/app-config.js';
import { resolveRuntimeSecrets } from '../../src/config/persistent-secrets.js';
import { createApp } from '../../src/create-app.js';
import { commandShapeRecorder, recordDeclaredIndexes } from './index-audit/shape-recorder.js';

export interface TestApp {
  app: INestApplication;
  http: ReturnType<typeof supertest>;
  /** An admin session, opened with the master token as the console does: what admin calls carry. */
  adminToken: string;
  /** The installation's master admin token, which only opens sessions (for the tests of that). */
  masterToken: string;
  dataDir: string;
  databaseUri: string;
  close(): Promise<void>;
  /**
   * Stops the database at once (the embedded one: its process is killed). For a test whose
   * database stopped answering: close() would wait for it for ever.
   */
  stopDatabase(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * Extra environment variables for the app's configuration (e.g. rate limits), over the
   * defaults. Without ADMIN_TOKEN the master token is generated into the data folder.
   */
  env?: Record<string, string>;
  /** Where the app's log lines go instead of standard output (LOG_LEVEL is error unless env sets it). */
  logDestination?: DestinationStream;
  /**
   * Runs as a second API process of that app: same database and data folder (so the same
   * generated master token), which that app's close() removes, not this one's.
   */
  shareWith?: TestApp;
}

/**
 * The API in-process against a real database: the MongoDB that MONGODB_URI names (a fresh
 * database per test file, dropped afterwards) or the embedded FerretDB in a temporary folder.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = options.shareWith?.dataDir ?? (await mkdtemp(join(tmpdir(), 'api-e2e-')));
  const database = options.shareWith
    ? { uri: options.shareWith.databaseUri, dispose: async () => {}, kill: options.shareWith.stopDatabase }
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
  recordDeclaredIndexes(app.get<Connection>(getConnectionToken()));
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
      if (!options.shareWith) await rm(dataDir, { recursive: true, force: true });
    },
    stopDatabase: () => database.kill(),
  };
}

/** Exchanges the master admin token for an admin session, as the console's sign-in does. */
export async function openAdminSession(http: ReturnType<typeof supertest>, masterToken: string): Promise<string> {
  const response = await http.post('/api/admin/sessions').set('x-admin-token', masterToken);
  if (response.status !== 201) throw new Error(`Opening an admin session answered ${response.status}: ${JSON.stringify(response.body)}`);
  return (response.body as AdminSessionResponse).admin_token;
}

/**
 * A fresh database for one test file: on MONGODB_URI's server, or an embedded one in dataDir.
 * kill() stops the embedded server now (forcibly when it does not stop within its grace time),
 * keeping its files; a configured server is left alone.
 */
export async function openTestDatabase(dataDir: string): Promise<{ uri: string; dispose(): Promise<void>; kill(): Promise<void> }> {
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
