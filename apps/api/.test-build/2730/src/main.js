import { Logger } from '@nestjs/common';
import { ADMIN_BASE_PATH } from '@platform/contracts';
import { ConfigError, loadAppConfig } from './config/app-config.js';
import { resolveRuntimeSecrets } from './config/persistent-secrets.js';
import { createApp } from './create-app.js';
import { openDatabaseServer } from './database/database-server.js';
import { prepareContentScanning } from './content-scan/content-scanning-startup.js';
import { LocalDeliveryRoute } from './local-delivery/local-delivery-route.js';
/** How long after SHUTDOWN_GRACE_SECONDS a shutdown may still take (the agent's and rspamd's stops, the last writes). */
const SHUTDOWN_MARGIN_SECONDS = 30;
async function bootstrap() {
    const config = loadAppConfig(process.env, process.stdout.isTTY === true);
    const secrets = await resolveRuntimeSecrets(config);
    const database = await openDatabaseServer(config);
    const scanning = await prepareContentScanning(config.contentScan, config.dataDir, (line) => Logger.log(line, 'Bootstrap'));
    const app = await createApp({ config, secrets, databaseUri: database.uri });
    await app.listen(config.port);
    let shuttingDown = false;
    // app.close() stops accepting HTTP and SMTP connections, lets SMTP sessions in DATA finish
    // within SHUTDOWN_GRACE_SECONDS (telling the others 421), gives the relay worker's unfinished
    // leases back to the queue and closes the database connection, in that order.
    const shutDown = async (signal) => {
        if (shuttingDown)
            return;
        shuttingDown = true;
        Logger.log(`${signal} received, shutting down (SMTP sessions in DATA get up to ${config.shutdownGraceSeconds} s)`, 'Bootstrap');
        // A step that never ends (writes to a database that went away) must not keep the process:
        // whatever is unfinished by then is in the queue's leases or the client's retry.
        const deadline = setTimeout(() => {
            Logger.error(`Shutting down took longer than ${config.shutdownGraceSeconds + SHUTDOWN_MARGIN_SECONDS} s; exiting`, 'Bootstrap');
            process.exit(1);
        }, (config.shutdownGraceSeconds + SHUTDOWN_MARGIN_SECONDS) * 1000);
        deadline.unref();
        try {
            await app.close();
            await scanning.stop();
            await database.stop();
        }
        catch (error) {
            Logger.error(`Shutting down failed: ${error instanceof Error ? error.message : String(error)}`, 'Bootstrap');
            process.exit(1);
        }
        Logger.log('Shut down cleanly', 'Bootstrap');
        process.exit(0);
    };
    process.once('SIGINT', () => void shutDown('SIGINT'));
    process.once('SIGTERM', () => void shutDown('SIGTERM'));
    const address = app.getHttpServer().address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const localRoute = await app
        .get(LocalDeliveryRoute)
        .start(`http://127.0.0.1:${port}`)
        .catch((error) => {
        Logger.error(`The local delivery route could not start: ${error instanceof Error ? error.message : String(error)}`, 'Bootstrap');
        return { kind: 'off' };
    });
    printBanner(config, secrets, port, database.description, localRoute, scanning);
}
/** One line on how provider-plan mail leaves this installation. */
function describeDelivery(state) {
    switch (state.kind) {
        case 'running':
            return `local route runs: agent ${state.agentId} sends provider-plan mail to recipients' MX hosts from ${state.ips.length ? state.ips.join(', ') : "this host's addresses"} (LOCAL_DELIVERY_AGENT=false turns it off)`;
        case 'missing':
            return `local route NOT running: ${state.script} is missing; build apps/agent (provider-plan mail waits for a provider agent)`;
        case 'off':
            return 'local route off: provider-plan mail waits for a provider agent to come online';
    }
}
function printBanner(config, secrets, port, databaseDescription, localRoute, scanning) {
    const baseUrl = `http://localhost:${port}`;
    const lines = [
        '',
        'Outbound e-mail platform is running',
        `  API:      ${baseUrl}/api  (health: ${baseUrl}/api/health)`,
        config.nodeEnv === 'production' ? `  Console:  ${baseUrl}${ADMIN_BASE_PATH}` : '  Console:  not served in development; run the Vite dev server',
        `  Database: ${databaseDescription}`,
        `  Delivery: ${describeDelivery(localRoute)}`,
        `  Scanning: ${scanning.description}`,
        `  Sign in:  ${baseUrl}${ADMIN_BASE_PATH}/sso?token=${encodeURIComponent(secrets.adminToken)}`,
        '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
}
bootstrap().catch((error) => {
    if (error instanceof ConfigError) {
        process.stderr.write(`${error.message}\n`);
    }
    else {
        process.stderr.write(`The API could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    }
    process.exit(1);
});
//# sourceMappingURL=main.js.map