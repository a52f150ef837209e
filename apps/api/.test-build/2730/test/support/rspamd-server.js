import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPrivateRspamd } from '../../src/content-scan/private-rspamd.js';
/**
 * The real rspamd (Debian's package; scripts/ensure-rspamd.sh installs it for `npm test`),
 * started the way `npm start` starts it: a private configuration in a temporary folder. The
 * compiled rules are kept in one folder under TMPDIR for every test file: only the first start
 * on a machine compiles them.
 */
export async function startTestRspamd() {
    const dir = await mkdtemp(join(tmpdir(), 'rspamd-e2e-'));
    const rspamd = await startPrivateRspamd({ dir, cacheDir: join(tmpdir(), 'platform-rspamd-cache') });
    return {
        url: rspamd.url,
        pid: rspamd.pid,
        async stop() {
            await rspamd.stop();
            await rm(dir, { recursive: true, force: true });
        },
    };
}
/** A TCP server that takes connections and never answers: an rspamd that hangs. */
export async function startSilentServer() {
    const sockets = new Set();
    const server = createServer((socket) => {
        sockets.add(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => sockets.delete(socket));
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return {
        url: `http://127.0.0.1:${port}`,
        async close() {
            for (const socket of sockets)
                socket.destroy();
            await new Promise((resolve) => server.close(() => resolve()));
        },
    };
}
/** A loopback URL where nothing listens: an rspamd that is down. */
export async function closedPortUrl() {
    const server = createServer();
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    await new Promise((resolve) => server.close(() => resolve()));
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 9}`;
}
//# sourceMappingURL=rspamd-server.js.map