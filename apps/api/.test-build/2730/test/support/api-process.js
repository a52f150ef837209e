import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
/** The API's entry point, compiled beside this test support file. */
const MAIN_SCRIPT = join(import.meta.dirname, '..', '..', 'src', 'main.js');
export async function freePort() {
    const server = createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address();
    server.close();
    await once(server, 'close');
    return port;
}
/** Starts the API as its own process and resolves once /api/health answers. */
export async function startApiProcess(env) {
    const port = await freePort();
    const child = spawn(process.execPath, [MAIN_SCRIPT], {
        // No submission listener unless the test asks for one, and the inbound listener on a free
        // port: the defaults (2587, 2525) may be taken by another test run or a platform on this machine.
        env: { ...process.env, NODE_ENV: 'test', SMTP_SUBMISSION_PORT: '-1', INBOUND_SMTP_PORT: '0', ...env, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const baseUrl = `http://127.0.0.1:${port}`;
    // Generous: on a loaded machine a start takes well over a minute.
    const deadline = Date.now() + 180_000;
    for (;;) {
        if (child.exitCode !== null)
            throw new Error(`The API exited (${child.exitCode}):\n${output}`);
        const healthy = await fetch(`${baseUrl}/api/health`).then((response) => response.ok, () => false);
        if (healthy)
            break;
        if (Date.now() > deadline)
            throw new Error(`The API did not become healthy:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return {
        baseUrl,
        child,
        output: () => output,
        async kill(signal = 'SIGKILL') {
            if (child.exitCode !== null || child.signalCode !== null)
                return;
            const exited = once(child, 'exit');
            child.kill(signal);
            await exited;
        },
    };
}
//# sourceMappingURL=api-process.js.map