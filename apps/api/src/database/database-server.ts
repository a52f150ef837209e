import { join } from 'node:path';
import { startEmbeddedMongo } from '@platform/embedded-mongo';
import type { AppConfig } from '../config/app-config.js';

export interface DatabaseServer {
  uri: string;
  /** Where the database is, for the start-up banner. */
  description: string;
  /** Stops the embedded database; nothing for a configured MongoDB. */
  stop(): Promise<void>;
}

/** The configured MongoDB, or the embedded one started in dataDir when none is configured. */
export async function openDatabaseServer(config: AppConfig): Promise<DatabaseServer> {
  if (config.mongodbUri) {
    return { uri: config.mongodbUri, description: 'MONGODB_URI', stop: async () => undefined };
  }
  const dataDir = join(config.dataDir, 'db');
  // Reached only through its Unix socket (no TCP port), which only this user may open.
  const embedded = await startEmbeddedMongo({ dataDir });
  return {
    uri: `${embedded.uri}platform`,
    description: `embedded (FerretDB in ${dataDir}, socket ${embedded.socketPath})`,
    stop: embedded.stop,
  };
}
