import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { startEmbeddedMongo } from '@platform/embedded-mongo';
/** The first wait before an embedded database that exited is started again; it doubles up to the longest. */
const FIRST_RESTART_MS = 1_000;
const LONGEST_RESTART_MS = 30_000;
/** A server that ran this long before it exited starts the waits again from the first. */
const HEALTHY_RUN_MS = 60_000;
/** The configured MongoDB, or the embedded one started in dataDir when none is configured. */
export async function openDatabaseServer(config, log = new Logger('EmbeddedDatabase')) {
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
    dataDir;
    log;
    current = null;
    stopped = false;
    restartDelayMs = FIRST_RESTART_MS;
    restartTimer = null;
    /** Where the API's connection looks for it: the first start's socket. */
    socketPath = null;
    constructor(dataDir, log) {
        this.dataDir = dataDir;
        this.log = log;
    }
    async start() {
        const server = await startEmbeddedMongo({ dataDir: this.dataDir });
        this.current = server;
        this.socketPath ??= server.socketPath;
        const startedAt = Date.now();
        void server.exited.then(({ code, signal }) => {
            if (this.stopped || this.current !== server)
                return;
            if (Date.now() - startedAt >= HEALTHY_RUN_MS)
                this.restartDelayMs = FIRST_RESTART_MS;
            this.restartLater(`exited ${signal ? `on ${signal}` : `with code ${code}`}`);
        });
        return server;
    }
    async stop() {
        this.stopped = true;
        if (this.restartTimer)
            clearTimeout(this.restartTimer);
        await this.current?.stop();
    }
    restartLater(what) {
        const delay = this.restartDelayMs;
        this.restartDelayMs = Math.min(delay * 2, LONGEST_RESTART_MS);
        this.log.error(`The embedded database ${what}; starting it again in ${delay / 1000} s (queries fail until then)`);
        this.restartTimer = setTimeout(() => {
            this.restartTimer = null;
            if (this.stopped)
                return;
            this.start().then((server) => {
                if (this.stopped)
                    void server.stop();
                else if (server.socketPath !== this.socketPath)
                    this.log.error(`The embedded database runs again on another socket (${server.socketPath}): restart the API to reach it`);
                else
                    this.log.log(`The embedded database runs again (socket ${server.socketPath})`);
            }, (error) => this.restartLater(`could not start: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`));
        }, delay);
        this.restartTimer.unref();
    }
}
//# sourceMappingURL=database-server.js.map