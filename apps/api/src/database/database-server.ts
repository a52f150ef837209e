import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { startEmbeddedMongo, type EmbeddedMongo } from '@platform/embedded-mongo';
import type { AppConfig } from '../config/app-config.js';

export interface DatabaseServer {
  uri: string;
  /** Where the database is, for the start-up banner. */
  description: string;
  /** Stops the embedded database; nothing for a configured MongoDB. */
  stop(): Promise<void>;
}

/** The first wait before an embedded database that exited is started again; it doubles up to the longest. */
const FIRST_RESTART_MS = 1_000;
const LONGEST_RESTART_MS = 30_000;
/** A server that ran this long before it exited starts the waits again from the first. */
const HEALTHY_RUN_MS = 60_000;

/** The configured MongoDB, or the embedded one started in dataDir when none is configured. */
export async function openDatabaseServer(config: AppConfig, log = new Logger('EmbeddedDatabase')): Promise<DatabaseServer> {
  if (config.mongodbUri) {
    return { uri: config.mongodbUri, description: 'MONGODB_URI', stop: async () => undefined };
  }
  const dataDir = join(config.dataDir, 'db');
  // Reached only through its Unix socket (no TCP port), which only this user may open.
  const supervised = new SupervisedEmbeddedMongo(dataDir, log);
  const first = await supervised.start();
  return {
    uri: `${first.uri}platform`,
    description: `embedded (FerretDB in ${dataDir}, socket ${first.socketPath})`,
    stop: () => supervised.stop(),
  };
}

/**
 * The embedded database, started again when it exits on its own (a crash, the OOM killer, a
 * stray kill): on the same data folder it listens on the same socket, and the driver's pool
 * reconnects to it, so the API goes on instead of failing every query until someone restarts it.
 */
class SupervisedEmbeddedMongo {
  private current: EmbeddedMongo | null = null;
  private stopped = false;
  private restartDelayMs = FIRST_RESTART_MS;
  private restartTimer: NodeJS.Timeout | null = null;
  /** A start after a crash, under way. */
  private restarting: Promise<void> | null = null;
  /** Where the API's connection looks for it: the first start's socket. */
  private socketPath: string | null = null;

  constructor(
    private readonly dataDir: string,
    private readonly log: Logger,
  ) {}

  async start(): Promise<EmbeddedMongo> {
    const server = await startEmbeddedMongo({ dataDir: this.dataDir });
    this.current = server;
    this.socketPath ??= server.socketPath;
    const startedAt = Date.now();
    void server.exited.then(({ code, signal }) => {
      if (this.stopped || this.current !== server) return;
      if (Date.now() - startedAt >= HEALTHY_RUN_MS) this.restartDelayMs = FIRST_RESTART_MS;
      this.restartLater(`exited ${signal ? `on ${signal}` : `with code ${code}`}`);
    });
    return server;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    // A restart under way ends first, so that the server it started is the one stopped here.
    await this.restarting;
    await this.current?.stop();
  }

  private restartLater(what: string): void {
    const delay = this.restartDelayMs;
    this.restartDelayMs = Math.min(delay * 2, LONGEST_RESTART_MS);
    this.log.error(`The embedded database ${what}; starting it again in ${delay / 1000} s (queries fail until then)`);
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      if (this.stopped) return;
      this.restarting = this.start().then(
        (server) => {
          if (this.stopped) return;
          if (server.socketPath !== this.socketPath) this.log.error(`The embedded database runs again on another socket (${server.socketPath}): restart the API to reach it`);
          else this.log.log(`The embedded database runs again (socket ${server.socketPath})`);
        },
        (error: unknown) => {
          if (!this.stopped) this.restartLater(`could not start: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        },
      );
      void this.restarting.finally(() => (this.restarting = null));
    }, delay);
    this.restartTimer.unref();
  }
}
