import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
/** Where Debian's rspamd package puts the daemon and its stock configuration. */
const RSPAMD_CANDIDATES = ['/usr/bin/rspamd', '/usr/sbin/rspamd'];
const STOCK_CONFIG_DIR = '/etc/rspamd';
/** The first start compiles rspamd's regular expressions (hyperscan): a minute on a busy 2-core machine; later starts read them back. */
const READY_TIMEOUT_MS = 240_000;
const STOP_GRACE_MS = 5_000;
const LAST_LINES_KEPT = 20;
/**
 * Modules switched off in the private configuration: each asks the network (DNS lists, SPF,
 * DKIM and DMARC records, fuzzy storages, remote maps, update checks) or needs Redis. What stays
 * scores the message itself: its headers, MIME structure, text and URLs (regexp, chartable,
 * mime_types, mid, once_received, forged_recipients...), and GTUBE.
 */
const NETWORK_MODULES = [
    'rbl', 'surbl', 'emails', 'fuzzy_check', 'spf', 'dkim', 'dkim_signing', 'dmarc', 'arc', 'asn', 'hfilter',
    'mx_check', 'phishing', 'neural', 'ratelimit', 'greylist', 'replies', 'url_redirector', 'rspamd_update',
    'whitelist', 'reputation', 'history_redis', 'dcc', 'bimi', 'maillist', 'multimap', 'external_services',
    'antivirus', 'p0f', 'clickhouse', 'elastic', 'metadata_exporter', 'metric_exporter', 'spamtrap',
];
/** The installed rspamd daemon, or null when the package is not installed. */
export function installedRspamd() {
    return RSPAMD_CANDIDATES.find((path) => existsSync(path)) ?? null;
}
/**
 * Starts the installed rspamd with a configuration of its own in `dir` (never the system's
 * service or its /etc/rspamd/local.d): the stock rules, only a normal worker on a free loopback
 * port, no controller or proxy, no module that needs the network or Redis, so it works offline.
 * `cacheDir` keeps its compiled expressions across starts (tests share one). Resolves once it answers.
 */
export async function startPrivateRspamd(options) {
    const binary = installedRspamd();
    if (!binary)
        throw new Error('rspamd is not installed (apt-get install rspamd)');
    const leftOver = await stopLeftOverRspamd(options.dir);
    if (leftOver)
        options.say?.(`Stopped rspamd ${leftOver}, left running in ${options.dir} by an earlier start that was killed`);
    const port = await freeLoopbackPort();
    const cacheDir = options.cacheDir ?? join(options.dir, 'cache');
    await writePrivateConfig(options.dir, cacheDir, port);
    const args = ['-f', '-c', join(options.dir, 'rspamd.conf'), ...varArgs(options.dir)];
    // rspamd refuses to run its workers as root unless told it may (a container, a CI runner).
    if (process.getuid?.() === 0)
        args.push('-i');
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const lastLines = [];
    const keep = (chunk) => {
        lastLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        lastLines.splice(0, Math.max(0, lastLines.length - LAST_LINES_KEPT));
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const killOnExit = () => child.kill('SIGKILL');
    process.once('exit', killOnExit);
    const url = `http://127.0.0.1:${port}`;
    try {
        await waitUntilAnswering(url, child, lastLines);
    }
    catch (error) {
        process.removeListener('exit', killOnExit);
        await stopChild(child);
        throw error;
    }
    return {
        url,
        pid: child.pid,
        async stop() {
            process.removeListener('exit', killOnExit);
            await stopChild(child);
        },
    };
}
async function writePrivateConfig(dir, cacheDir, port) {
    const localDir = join(dir, 'local.d');
    await mkdir(localDir, { recursive: true });
    await mkdir(join(dir, 'db'), { recursive: true });
    await mkdir(cacheDir, { recursive: true });
    const mainConfig = [
        '# Written by the platform at every start: a private rspamd, not the system service.',
        '.include "$CONFDIR/common.conf"',
        'options {',
        '  pidfile = "$RUNDIR/rspamd.pid";',
        '  .include "$CONFDIR/options.inc"',
        '  .include(priority=1,duplicate=merge) "$LOCAL_CONFDIR/local.d/options.inc"',
        '}',
        'logging { type = "console"; level = "error"; }',
        'worker "normal" {',
        `  bind_socket = "127.0.0.1:${port}";`,
        '  .include "$CONFDIR/worker-normal.inc"',
        '}',
        '',
    ].join('\n');
    const options = [
        // Only the filters that read the message itself (the stock list adds dkim and fuzzy_check).
        'filters = "chartable,regexp";',
        `hs_cache_dir = "${cacheDir}/";`,
        // Nothing left should ask DNS; should something still, it gets no answer at once rather than after retries.
        'dns { nameserver = ["127.0.0.1:9"]; timeout = 0.2s; retransmits = 0; }',
        '',
    ].join('\n');
    await writeFile(join(dir, 'rspamd.conf'), mainConfig);
    await writeFile(join(localDir, 'options.inc'), options);
    await Promise.all(NETWORK_MODULES.map((module) => writeFile(join(localDir, `${module}.conf`), 'enabled = false;\n')));
}
/** The stock rules from /etc/rspamd; everything rspamd writes (pid, control socket, statistics) in `dir`. */
function varArgs(dir) {
    const vars = { CONFDIR: STOCK_CONFIG_DIR, LOCAL_CONFDIR: dir, DBDIR: join(dir, 'db'), RUNDIR: dir, LOGDIR: dir };
    return Object.entries(vars).map(([name, value]) => `--var=${name}=${value}`);
}
async function waitUntilAnswering(url, child, lastLines) {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
        if (child.exitCode !== null || child.signalCode !== null) {
            throw new Error(`rspamd stopped while starting (${child.exitCode ?? child.signalCode}): ${lastLines.join(' | ')}`);
        }
        const answer = await fetch(`${url}/ping`, { signal: AbortSignal.timeout(1_000) }).then((response) => response.text(), () => '');
        if (answer.trim() === 'pong')
            return;
        await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`rspamd did not answer at ${url} within ${READY_TIMEOUT_MS / 1000} s: ${lastLines.join(' | ')}`);
}
/**
 * An API killed outright (SIGKILL, the OOM killer) cannot stop its rspamd, which then holds its
 * pid file and keeps its memory. The next start in the same folder stops it first: the pid file's
 * process, if it still runs with this folder's configuration (never another process that took
 * the pid over). Answers the stopped pid, or null.
 */
async function stopLeftOverRspamd(dir) {
    const pid = Number.parseInt(await readFile(join(dir, 'rspamd.pid'), 'utf8').catch(() => ''), 10);
    if (!Number.isInteger(pid) || pid <= 1)
        return null;
    const commandLine = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (!commandLine.split('\0').includes(join(dir, 'rspamd.conf')))
        return null;
    const signal = (name) => {
        try {
            process.kill(pid, name);
            return true;
        }
        catch {
            return false; // gone already (signal 0 only asks whether it runs)
        }
    };
    if (!signal('SIGTERM'))
        return null;
    const deadline = Date.now() + STOP_GRACE_MS;
    while (Date.now() < deadline && signal(0))
        await new Promise((resolve) => setTimeout(resolve, 100));
    signal('SIGKILL');
    return pid;
}
async function stopChild(child) {
    if (child.exitCode !== null || child.signalCode !== null)
        return;
    const exited = new Promise((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(killer);
}
function freeLoopbackPort() {
    return new Promise((resolve, reject) => {
        const server = createServer();
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => {
            const address = server.address();
            server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port'))));
        });
    });
}
//# sourceMappingURL=private-rspamd.js.map