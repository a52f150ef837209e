import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
/** Waits between restarts: 1 s doubling to a minute, back to 1 s after a minute of running. */
const FIRST_RESTART_MS = 1_000;
const LONGEST_RESTART_MS = 60_000;
const HEALTHY_RUN_MS = 60_000;
/** How long a stop waits for the agent to hand its leases back before it is killed. */
const STOP_GRACE_MARGIN_MS = 5_000;
const LONGEST_LINE = 2_000;
/**
 * Runs the agent as a child process and keeps it running: a death is reported and followed by
 * a restart after a back-off. stop() asks it to finish (SIGTERM: it reports what it delivered
 * and gives the rest of its leases back), and kills it when it takes longer than its grace.
 */
export class LocalAgentSupervisor {
    options;
    child = null;
    restartTimer = null;
    stopped = false;
    restartDelayMs = FIRST_RESTART_MS;
    killOnExit = () => this.child?.kill('SIGKILL');
    constructor(options) {
        this.options = options;
    }
    start() {
        this.stopped = false;
        // Should the API exit without stopping it (process.exit on a fatal error), the agent goes too.
        process.once('exit', this.killOnExit);
        this.spawnAgent();
    }
    async stop(graceMs) {
        this.stopped = true;
        if (this.restartTimer)
            clearTimeout(this.restartTimer);
        process.removeListener('exit', this.killOnExit);
        const child = this.child;
        if (!child || child.exitCode !== null || child.signalCode !== null)
            return;
        const exited = new Promise((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), graceMs + STOP_GRACE_MARGIN_MS);
        await exited;
        clearTimeout(killer);
    }
    spawnAgent() {
        const startedAt = Date.now();
        const child = spawn(process.execPath, [this.options.command.script], {
            env: this.options.command.env,
            stdio: ['ignore', 'pipe', 'pipe'],
        });
        this.child = child;
        let lastLine = '';
        for (const stream of [child.stdout, child.stderr]) {
            createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
                lastLine = line.slice(0, LONGEST_LINE);
                this.options.onLine(lastLine);
            });
        }
        child.once('error', (error) => (lastLine = error.message));
        child.once('exit', (code, signal) => {
            if (this.child === child)
                this.child = null;
            if (this.stopped)
                return;
            if (Date.now() - startedAt >= HEALTHY_RUN_MS)
                this.restartDelayMs = FIRST_RESTART_MS;
            const delay = this.restartDelayMs;
            this.restartDelayMs = Math.min(delay * 2, LONGEST_RESTART_MS);
            const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
            this.options.onDeath(how, lastLine, delay);
            this.restartTimer = setTimeout(() => {
                this.restartTimer = null;
                if (!this.stopped)
                    this.spawnAgent();
            }, delay);
            this.restartTimer.unref();
        });
    }
}
//# sourceMappingURL=local-agent-process.js.map