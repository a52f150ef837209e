import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
/** The built agent daemon (apps/agent); the test runner's working folder is apps/api. */
const AGENT_MAIN = join(process.cwd(), '..', 'agent', 'dist', 'src', 'main.js');
/** Starts a real agent process, as an operator would run it. */
export function startAgentProcess(options) {
    if (!existsSync(AGENT_MAIN))
        throw new Error(`${AGENT_MAIN} is missing: build apps/agent first`);
    const journalPath = options.journalPath ?? join(tmpdir(), `agent-journal-${options.agentId}-${randomBytes(6).toString('hex')}.journal`);
    const child = spawn(process.execPath, [AGENT_MAIN, '--api-url', options.apiUrl, '--agent-id', options.agentId, '--hostname', options.hostname,
        '--ips', options.ips.join(','), ...(options.mxOverride ? ['--mx-override', options.mxOverride] : []), '--heartbeat-seconds', '1', '--poll-ms', '100', '--journal', journalPath,
        ...(options.extraArgs ?? [])], { env: { ...process.env, AGENT_SECRET: options.secret }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    return {
        child,
        journalPath,
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
//# sourceMappingURL=agent-process.js.map