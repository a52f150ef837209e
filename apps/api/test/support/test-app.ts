import type { INestApplication } from '@nestjs/common';
import { startEmbeddedMongo } from '@platform/embedded-mongo';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import supertest from 'supertest';
import { loadAppConfig } from '../../src/config/app-config.js';
import { resolveRuntimeSecrets } from '../../src/config/persistent-secrets.js';
import { createApp } from '../../src/create-app.js';

export interface TestApp {
  app: INestApplication;
  http: ReturnType<typeof supertest>;
  adminToken: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment variables for the app's configuration (e.g. rate limits), over the defaults. */
  env?: Record<string, string>;
}

/**
 * The API in-process against a real database: the MongoDB that MONGODB_URI names (a fresh
 * database per test file, dropped afterwards) or the embedded FerretDB in a temporary folder.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'api-e2e-'));
  const adminToken = `test-admin-${randomBytes(12).toString('hex')}`;
  const database = await openTestDatabase(dataDir);

  const config = loadAppConfig({
    // Tests that send mail switch these on; the others get no listener and no relay worker.
    SMTP_SUBMISSION_PORT: '-1',
    INBOUND_SMTP_PORT: '-1',
    RELAY_WORKER_CONCURRENCY: '0',
    ...options.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ADMIN_TOKEN: adminToken,
  });
  const secrets = await resolveRuntimeSecrets(config);
  const app = await createApp({ config, secrets, databaseUri: database.uri }, ['error']);
  await app.init();

  return {
    app,
    http: supertest(app.getHttpServer()),
    adminToken,
    async close() {
      await app.close();
      await database.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh database for one test file: on MONGODB_URI's server, or an embedded one in dataDir. */
export async function openTestDatabase(dataDir: string): Promise<{ uri: string; dispose(): Promise<void> }> {
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
    };
  }
  const embedded = await startEmbeddedMongo({ dataDir: join(dataDir, 'db') });
  return { uri: `${embedded.uri}platform`, dispose: embedded.stop };
}
