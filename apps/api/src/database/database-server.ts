import { join } from 'node:path';
import { startEmbeddedMongo } from '@platform/embedded-mongo';
import type { AppConfig } from '../config/app-config.js';

export interface DatabaseServer {
  uri: string;
  /** Whether the API started the database itself (and so must stop it). */
  embedded: boolean;
  stop(): Promise<void>;
}

/** The configured MongoDB, or the embedded one started in dataDir when none is configured. */
export async function openDatabaseServer(config: AppConfig): Promise<DatabaseServer> {
  if (config.mongodbUri) {
    return { uri: config.mongodbUri, embedded: false, stop: async () => undefined };
  }
  const embedded = await startEmbeddedMongo({ dataDir: join(config.dataDir, 'db') });
  return { uri: `${embedded.uri}platform`, embedded: true, stop: embedded.stop };
}
