// Shared by bench/throughput.mjs and bench/fault-trial.mjs: builds what is missing, starts the
// database, the API and a sending agent as child processes, creates a sender through the admin
// API (as an operator would), and reads CPU time from /proc. Benchmarks, not tests: nothing here
// asserts timings, but a broken set-up stops the run with a message.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const API_MAIN = join(ROOT, 'apps/api/dist/src/main.js');
export const AGENT_MAIN = join(ROOT, 'apps/agent/dist/src/main.js');
const EMBEDDED_MONGO_DIST = join(ROOT, 'packages/embedded-mongo/dist/index.js');

/** Parses --name value / --name=value flags against defaults (numbers stay numbers). */
export function parseFlags(argv, defaults) {
  const values = { ...defaults };
  for (let index = 0; index < argv.length; index += 1) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(argv[index]);
    if (!match || !(match[1] in defaults)) {
      console.error(`Unknown option ${argv[index]}; known: ${Object.keys(defaults).map((name) => `--${name}`).join(' ')}`);
      process.exit(2);
    }
    const name = match[1];
    if (typeof defaults[name] === 'boolean' && match[2] === undefined) {
      values[name] = true;
      continue;
    }
    const raw = match[2] ?? argv[++index];
    if (typeof defaults[name] === 'number') {
      const number = Number(raw);
      if (!Number.isFinite(number) || number < 0) {
        console.error(`--${name} needs a number, got "${raw}"`);
        process.exit(2);
      }
      values[name] = number;
    } else values[name] = raw;
  }
  return values;
}

export function log(message) {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

/**
 * What a benchmark run has to undo (processes, servers, the work folder), undone last first: at
 * the end of the run, when it fails, and on Ctrl-C or SIGTERM. `keepWork` asks the step that
 * removes the work folder to keep it; a failed run sets it, so its logs stay for a look.
 */
export class CleanUps {
  #steps = [];
  #stopping = false;

  constructor({ keepWork = false, keepWorkOnSignal = false } = {}) {
    this.keepWork = keepWork;
    this.keepWorkOnSignal = keepWorkOnSignal;
  }

  push(step) {
    this.#steps.push(step);
  }

  /** A step undone after every other one (e.g. removing the folder the others write into). */
  unshift(step) {
    this.#steps.unshift(step);
  }

  /** Undoes the latest step now: the run is done with what it started last. */
  async undoLast() {
    await this.#steps.pop()();
  }

  async undoAll() {
    while (this.#steps.length) await this.#steps.pop()().catch((error) => log(`clean-up: ${error.message}`));
  }

  /** Runs `main` with the signal handlers installed; a failure is logged, undone, and exits 1. */
  run(main) {
    for (const signal of ['SIGINT', 'SIGTERM']) {
      process.once(signal, () => {
        if (this.#stopping) return;
        this.#stopping = true;
        log(`${signal}: stopping everything`);
        if (this.keepWorkOnSignal) this.keepWork = true;
        this.undoAll().finally(() => process.exit(130));
      });
    }
    main().catch(async (error) => {
      log(`failed: ${error.stack ?? error.message}`);
      this.keepWork = true;
      await this.undoAll();
      process.exit(1);
    });
  }
}

/** Builds the API, the agent and the embedded database package when their output is missing. */
export function ensureBuilt() {
  // The figures are the project's Node.js's: another major also crashes the API's native modules.
  const projectNode = readFileSync(join(ROOT, '.node-version'), 'utf8').trim();
  if (process.version !== `v${projectNode}`) {
    throw new Error(`run the benchmarks on Node.js ${projectNode}, the project's (this is ${process.version}): \`source scripts/ensure-pnpm.sh\` puts it on PATH`);
  }
  const builds = [
    [EMBEDDED_MONGO_DIST, 'packages/embedded-mongo', 'tsconfig.json'],
    [API_MAIN, 'apps/api', 'tsconfig.build.json'],
    [AGENT_MAIN, 'apps/agent', 'tsconfig.build.json'],
  ];
  for (const [output, folder, tsconfig] of builds) {
    if (existsSync(output)) continue;
    log(`building ${folder} (no ${output.slice(ROOT.length + 1)} yet)`);
    const tsc = join(ROOT, folder, 'node_modules/.bin/tsc');
    if (!existsSync(tsc)) {
      throw new Error(`${folder} has no dependencies installed: run \`npm test\` or \`npx pnpm@10.34.8 install\` at the root first`);
    }
    execFileSync(tsc, ['-p', tsconfig], { cwd: join(ROOT, folder), stdio: 'inherit' });
  }
}

/** Installs Debian packages that provide the given commands, when any is missing (needs root). */
export function ensureDebianPackages(commands, packages) {
  if (commands.every((command) => existsSync(command))) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`${commands.filter((c) => !existsSync(c)).join(', ')} missing: install ${packages.join(' ')} (apt-get, as root) or run this as root`);
  }
  log(`installing ${packages.join(' ')} with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Only the programs are wanted: no system mail configuration, no service started for it.
  execFileSync('debconf-set-selections', { input: "postfix postfix/main_mailer_type select No configuration\n", env });
  try {
    execFileSync('apt-get', ['install', '-y', '-q', '--no-install-recommends', ...packages], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  } catch {
    execFileSync('apt-get', ['update', '-q'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    execFileSync('apt-get', ['install', '-y', '-q', '--no-install-recommends', ...packages], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const missing = commands.filter((command) => !existsSync(command));
  if (missing.length) throw new Error(`still missing after apt-get install: ${missing.join(', ')}`);
}

export async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  await once(server, 'close');
  return port;
}

export async function makeTempDir(prefix) {
  return mkdtemp(join(tmpdir(), prefix));
}

export async function removeDir(path) {
  await rm(path, { recursive: true, force: true }).catch(() => undefined);
}

/**
 * The database: the server named by MONGODB_URI (a fresh database on it, dropped at the end),
 * or an embedded FerretDB started here. It stays up for the whole run.
 */
export async function startDatabase(dataDir, { stderrFile, cpuProfileFile } = {}) {
  const given = process.env.MONGODB_URI;
  if (given) {
    const url = new URL(given.replace(/^mongodb(\+srv)?:\/\//, 'http://'));
    const name = `bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const uri = given.replace(/^(mongodb(?:\+srv)?:\/\/[^/?]+)(\/[^?]*)?/, `$1/${name}`);
    return {
      uri,
      description: `MONGODB_URI (${url.host}, database ${name})`,
      pid: null,
      async stop() {
        const { MongoClient } = await import('mongodb');
        const client = new MongoClient(uri);
        await client.db().dropDatabase().catch(() => undefined);
        await client.close();
      },
    };
  }
  const before = new Set(childPids(process.pid));
  const { startEmbeddedMongo } = await import(EMBEDDED_MONGO_DIST);
  // The server inherits this process's environment; it writes the profile when it stops (read with `go tool pprof -top <binary> <file>`).
  if (cpuProfileFile) process.env.EMBEDDED_MONGO_CPU_PROFILE = cpuProfileFile;
  const mongo = await startEmbeddedMongo({ dataDir, startTimeoutMs: 180_000, stderrFile }).finally(() => {
    delete process.env.EMBEDDED_MONGO_CPU_PROFILE;
  });
  const pid = childPids(process.pid).find((candidate) => !before.has(candidate) && /ferretdb/i.test(commandOf(candidate))) ?? null;
  return { uri: mongo.uri, description: 'embedded FerretDB 1.24 (SQLite) on this machine', pid, stop: () => mongo.stop() };
}

/** A child process whose output goes to a file, and which can be killed hard and started again. */
export class ManagedProcess {
  constructor(name, args, env, logFile) {
    this.name = name;
    this.args = args;
    this.env = env;
    this.logFile = logFile;
    this.child = null;
    this.starts = 0;
    this.stream = createWriteStream(logFile, { flags: 'a' });
  }

  start() {
    this.starts += 1;
    this.stream.write(`\n===== start #${this.starts} at ${new Date().toISOString()} =====\n`);
    const child = spawn(process.execPath, this.args, { env: this.env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(this.stream, { end: false });
    child.stderr.pipe(this.stream, { end: false });
    this.child = child;
    return child;
  }

  get pid() {
    return this.child?.pid ?? null;
  }

  get running() {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  async kill(signal = 'SIGKILL') {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    await exited;
  }

  tail(bytes = 4000) {
    try {
      const text = readFileSync(this.logFile, 'utf8');
      return text.slice(-bytes);
    } catch {
      return '';
    }
  }
}

/** The API (node apps/api/dist/src/main.js) with the given settings; start() waits for /api/health. */
export class ApiProcess extends ManagedProcess {
  constructor({ port, smtpPort, dataDir, mongoUri, adminToken, secretKey, extraEnv = {}, nodeArgs = [], logFile }) {
    const env = {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: dataDir,
      MONGODB_URI: mongoUri,
      ADMIN_TOKEN: adminToken,
      SECRET_KEY: secretKey,
      SMTP_SUBMISSION_PORT: String(smtpPort),
      SMTP_SUBMISSION_HOST: '127.0.0.1',
      REQUIRE_VERIFIED_DKIM: 'false',
      RELAY_WORKER_CONCURRENCY: '0',
      BACKUP_INTERVAL_HOURS: '0',
      // No bounces come back in a bench; a fixed port could be taken by another process.
      INBOUND_SMTP_PORT: '-1',
      ...extraEnv,
    };
    super('api', [...nodeArgs, API_MAIN], env, logFile);
    this.baseUrl = `http://127.0.0.1:${port}`;
    this.smtpPort = smtpPort;
    /** The master admin token: it only opens sessions (admin() opens one on first use). */
    this.masterToken = adminToken;
    /** An admin session; kept in the database, so it outlives a restart of this process. */
    this.adminSession = null;
  }

  async startAndWait(timeoutMs = 90_000) {
    const child = this.start();
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`The API exited (${child.exitCode ?? child.signalCode}):\n${this.tail()}`);
      }
      const healthy = await fetch(`${this.baseUrl}/api/health`).then((response) => response.ok, () => false);
      if (healthy) return;
      if (Date.now() > deadline) throw new Error(`The API did not become healthy in ${timeoutMs} ms:\n${this.tail()}`);
      await sleep(100);
    }
  }

  async admin(method, path, body, expected) {
    this.adminSession ??= await this.openAdminSession();
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { 'x-admin-token': this.adminSession, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    const okStatus = expected ?? (method === 'POST' && !path.endsWith('/reset') ? 201 : 200);
    if (response.status !== okStatus) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : null;
  }

  async openAdminSession() {
    const response = await fetch(`${this.baseUrl}/api/admin/sessions`, { method: 'POST', headers: { 'x-admin-token': this.masterToken } });
    const text = await response.text();
    if (response.status !== 201) throw new Error(`POST /api/admin/sessions: ${response.status} ${text}`);
    return JSON.parse(text).admin_token;
  }

  /**
   * The API's own count of the outcomes recorded since `since` (a Date), from the reports
   * summary (the rollups): every recipient's delivered, bounced and other outcomes (deferred and
   * failed). Filtered delivery-log lists answer no total (they would count the whole log), so the
   * summary is the API's figure; the benches send from one domain only.
   */
  async outcomeTotals(since) {
    const summary = await this.admin('GET', `/api/admin/reports/summary?date_from=${since.toISOString().slice(0, 10)}&date_to=${new Date().toISOString().slice(0, 10)}`);
    return { delivered: summary.delivered, bounced: summary.bounced, deferred_or_failed: summary.total - summary.delivered - summary.bounced };
  }
}

/**
 * Creates what a customer needs to send, through the admin API: user (API key), user plan
 * `starter` (normal, provider send plan), domain (with its own RSA 2048 DKIM key), SMTP
 * account, and a provider agent. Returns the secrets shown once.
 */
export async function createSender(api, domain, agentId, { relay = null } = {}) {
  // With `relay` ({ host, port }) the domain sends through a relay (a bulletproof account and plan), carried by the API's relay worker.
  const planType = relay ? 'bulletproof' : 'normal';
  const user = await api.admin('POST', '/api/admin/users', { email: `owner@${domain}`, password: 'bench-owner-password', plan_type: planType });
  const { api_key: apiKey } = await api.admin('POST', `/api/admin/users/${user._id}/api-key/reset`);
  const plan = await api.admin('POST', '/api/admin/user-plans', { user_id: user._id, plan_code: relay ? 'bulletproof' : 'starter' });
  const relayId = relay
    ? (await api.admin('POST', '/api/admin/relays', { name: `${domain}-relay`, smtp_host: relay.host, smtp_port: relay.port }))._id
    : null;
  const routing = relayId ? { send_plan: 'bulletproof', bulletproof_relay_id: relayId } : { send_plan: 'provider' };
  const createdDomain = await api.admin('POST', '/api/admin/domains', { domain, user_id: user._id, user_plan_id: plan._id, ...routing });
  const account = await api.admin('POST', '/api/admin/smtp-accounts', { email: `bench-smtp@${domain}`, domain, user_id: user._id, quota: 0 });
  const agent = await api.admin('POST', '/api/admin/agents', { agent_id: agentId, hostname: `${agentId}.bench.localdomain`, agent_type: 'provider' });
  return {
    userId: user._id,
    apiKey,
    domainId: createdDomain._id,
    domain,
    smtpEmail: account.email,
    smtpPassword: account.smtp_password,
    agentId: agent.agent_id,
    agentSecret: agent.agent_secret,
    relayId,
  };
}

/** The sending agent, delivering every domain to the given SMTP server. */
export class AgentProcess extends ManagedProcess {
  /** `journalPath`: its journal of outcomes (a restart reads it); beside the log file, or in the temporary folder, by default. */
  constructor({ apiUrl, agentId, secret, mxOverride, concurrency, extraArgs = [], nodeArgs = [], logFile, journalPath }) {
    const args = [
      ...nodeArgs,
      AGENT_MAIN,
      '--api-url', apiUrl,
      '--agent-id', agentId,
      '--ips', '127.0.0.1',
      '--hostname', `${agentId}.bench.localdomain`,
      '--mx-override', mxOverride,
      '--concurrency', String(concurrency),
      '--journal', journalPath ?? join(logFile ? dirname(logFile) : tmpdir(), `${agentId}-${process.pid}.journal`),
      ...extraArgs,
    ];
    super('agent', args, { ...process.env, AGENT_SECRET: secret }, logFile);
  }
}

// ---- /proc ----

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

function statFields(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: fields start after the last ')'.
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

export function commandOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
  } catch {
    return '';
  }
}

/** Direct children of a process. */
export function childPids(parent) {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(entry);
    if (fields && Number(fields[1]) === parent) pids.push(Number(entry));
  }
  return pids;
}

/** A process and all its descendants. */
export function processTree(root) {
  const all = [];
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop();
    all.push(pid);
    stack.push(...childPids(pid));
  }
  return all;
}

/**
 * CPU seconds (user + system, all threads) of a process tree: live processes, plus the children
 * they already reaped (cutime/cstime), so short-lived workers (Postfix's smtpd, cleanup,
 * smtp...) are counted too.
 */
export function treeCpuSeconds(root) {
  if (!root) return 0;
  let ticks = 0;
  for (const pid of processTree(root)) {
    const fields = statFields(pid);
    if (!fields) continue;
    // After the ')' : state(0) ppid(1) ... utime(11) stime(12) cutime(13) cstime(14)
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return ticks / CLOCK_TICKS;
}

export function randomToken(bytes = 24) {
  return randomBytes(bytes).toString('hex');
}

export function fmt(value, digits = 1) {
  return Number.isFinite(value) ? value.toFixed(digits) : 'n/a';
}
