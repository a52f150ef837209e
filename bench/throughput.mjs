#!/usr/bin/env node
// Throughput against Postfix: the same load, sent by Postfix's smtp-source, once through a
// private Postfix instance (loopback relay, OpenDKIM milter signing RSA 2048) and once through
// our SMTP submission and a sending agent (DKIM RSA 2048 with the domain's own key), both
// delivering to Postfix's smtp-sink. Prints, for each, accepted/s, delivered/s end to end, CPU
// seconds of the server processes, and our ratio to Postfix. A benchmark: it asserts nothing.
//
//   node bench/throughput.mjs [--messages 20000] [--size-kb 5] [--sessions 20] [--rspamd]
//
// --rspamd: ours scans every message with content scanning, against Debian's rspamd started with
// the private configuration `npm start` gives it (apt-get installs it when missing); its CPU counts.
//
// See bench/README.md. Needs root for Postfix (it installs postfix, opendkim, opendkim-tools
// with apt-get when missing).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describeDkim, startCountingSink } from './lib/counting-sink.mjs';
import {
  AgentProcess,
  ApiProcess,
  CleanUps,
  createSender,
  ensureBuilt,
  ensureDebianPackages,
  fmt,
  freePort,
  log,
  makeTempDir,
  parseFlags,
  randomToken,
  removeDir,
  startDatabase,
  treeCpuSeconds,
} from './lib/pipeline.mjs';
import { POSTFIX_COMMANDS, POSTFIX_PACKAGES, startPostfix, startSmtpSink } from './lib/postfix.mjs';

const flags = parseFlags(process.argv.slice(2), {
  messages: 20_000,
  'size-kb': 5,
  sessions: 20,
  'agent-concurrency': 20,
  'timeout-seconds': 3600,
  only: '',
  route: 'agent',
  keep: false,
  'cpu-prof': false,
  rspamd: false,
});
const SENDER_DOMAIN = 'bench-sender.example';
const FROM = `newsletter@${SENDER_DOMAIN}`;
const TO = 'reader@bench-recipient.example';
const PROXY_SCRIPT = new URL('./lib/starttls-proxy.mjs', import.meta.url).pathname;
const cleanUps = new CleanUps({ keepWork: flags.keep });
if (!['agent', 'relay'].includes(flags.route)) {
  console.error('--route must be agent (a sending agent) or relay (the API relay worker through a relay)');
  process.exit(2);
}
const viaRelay = flags.route === 'relay';

/** The message both servers receive: headers plus a text body, `sizeKb` KiB in all. */
function buildMessage(sizeKb) {
  const head = [
    `From: Bench Newsletter <${FROM}>`,
    `To: <${TO}>`,
    'Subject: Throughput bench message',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=us-ascii',
    '',
  ];
  const target = sizeKb * 1024;
  const lines = [...head];
  let size = head.join('\r\n').length + 2;
  let index = 0;
  const filler = 'The quick brown fox jumps over the lazy dog while the bench counts every message.';
  while (size < target) {
    const line = `${String(index++).padStart(5, '0')} ${filler}`.slice(0, Math.max(1, Math.min(78, target - size - 2)));
    lines.push(line);
    size += line.length + 2;
  }
  return `${lines.join('\n')}\n`;
}

/** Starts the STARTTLS (+AUTH) front as its own process; resolves with its port and pid. */
async function startProxy(upstreamPort, user, pass) {
  const args = [PROXY_SCRIPT, '--listen', '0', '--upstream', `127.0.0.1:${upstreamPort}`];
  if (user) args.push('--user', user, '--pass', pass);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const [line] = await Promise.race([
    once(child.stdout, 'data'),
    once(child, 'exit').then(() => {
      throw new Error(`the proxy exited: ${errors}`);
    }),
  ]);
  const port = Number(/ready (\d+)/.exec(line.toString())[1]);
  return {
    port,
    pid: child.pid,
    errors: () => errors,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** Runs smtp-source; resolves with its exit code, output and wall time. */
async function smtpSource({ port, messages, sessions, messageFile }) {
  const args = ['-s', String(sessions), '-m', String(messages), '-d', '-F', messageFile, '-f', FROM, '-t', TO, '-M', 'bench-client.localdomain', `127.0.0.1:${port}`];
  const started = process.hrtime.bigint();
  const child = spawn('/usr/sbin/smtp-source', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const [code] = await once(child, 'exit');
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { code, output: output.trim(), seconds, command: `smtp-source ${args.join(' ')}` };
}

async function waitFor(label, predicate, timeoutMs, progress) {
  const deadline = Date.now() + timeoutMs;
  let lastLog = Date.now();
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    if (progress && Date.now() - lastLog > 10_000) {
      lastLog = Date.now();
      log(`${label}: ${await progress()}`);
    }
    await sleep(50);
  }
}

/** Sends one message through `proxyPort` and returns what the capture sink saw of its DKIM-Signature. */
async function verificationMessage(proxyPort, messageFile, capture) {
  const before = capture.received.length;
  const result = await smtpSource({ port: proxyPort, messages: 1, sessions: 1, messageFile });
  if (result.code !== 0) throw new Error(`verification message refused: ${result.output}`);
  await waitFor('the verification message', () => capture.received.length > before, 60_000);
  const [signature] = describeDkim(capture.received.at(-1).headers);
  if (!signature) throw new Error('the verification message arrived without a DKIM-Signature');
  return signature;
}

async function runPostfix(work, messageFile, capture) {
  log('Postfix: setting up a private instance with OpenDKIM');
  const dir = join(work, 'postfix');
  const { mkdirSync } = await import('node:fs');
  mkdirSync(dir);
  const smtpPort = await freePort();
  const postfix = await startPostfix({
    dir,
    domain: SENDER_DOMAIN,
    selector: 'pfbench',
    smtpPort,
    milterPort: await freePort(),
    relayTo: `127.0.0.1:${capture.port}`,
    concurrency: flags['agent-concurrency'],
  });
  cleanUps.push(() => postfix.stop());
  const proxy = await startProxy(smtpPort);
  cleanUps.push(() => proxy.stop());

  const signature = await verificationMessage(proxy.port, messageFile, capture);
  log(`Postfix: verification message signed d=${signature.d} s=${signature.s} a=${signature.a} (${signature.rsaBits}-bit RSA signature)`);

  const sinkPort = await freePort();
  const sink = await startSmtpSink(sinkPort);
  cleanUps.push(() => sink.stop());
  await postfix.relay(`127.0.0.1:${sinkPort}`);

  const result = await measure('Postfix', {
    proxyPort: proxy.port,
    messageFile,
    sink,
    cpu: () => treeCpuSeconds(postfix.masterPid) + treeCpuSeconds(postfix.opendkimPid),
    proxyCpu: () => treeCpuSeconds(proxy.pid),
  });
  result.queueLeft = postfix.queueSize();
  result.signature = signature;
  await cleanUps.undoLast(); // sink
  await cleanUps.undoLast(); // proxy
  await cleanUps.undoLast(); // postfix
  return result;
}

async function runOurs(work, messageFile, capture) {
  log('Ours: starting the database, the API and the agent');
  const commandCountsFile = join(work, 'api-command-counts.json');
  // The server's log (and its goroutine dump on SIGQUIT) is kept for a stalled run.
  const database = await startDatabase(join(work, 'db'), {
    stderrFile: join(work, 'database.log'),
    cpuProfileFile: flags['cpu-prof'] ? join(work, 'database.pprof') : undefined,
  });
  cleanUps.push(() => database.stop());
  // The compiled rules are kept beside the other runs' (as the tests keep them): only a first run compiles them.
  // From the API's build (ensureBuilt made it): the launcher `npm start` uses.
  const { startPrivateRspamd } = await import('../apps/api/dist/src/content-scan/private-rspamd.js');
  const rspamd = flags.rspamd ? await startPrivateRspamd({ dir: join(work, 'rspamd'), cacheDir: join(tmpdir(), 'platform-rspamd-cache') }) : null;
  if (rspamd) {
    log(`Ours: content scanning with rspamd at ${rspamd.url}`);
    cleanUps.push(() => rspamd.stop());
  }
  const nodeArgs = (name) => (flags['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${join(work, `${name}-profile`)}`] : []);
  const api = new ApiProcess({
    port: await freePort(),
    smtpPort: await freePort(),
    dataDir: join(work, 'api-data'),
    mongoUri: database.uri,
    adminToken: randomToken(),
    secretKey: randomToken(32),
    // Every smtp-source session reaches the API from the loopback STARTTLS proxy: one client address.
    extraEnv: {
      MAX_RECIPIENTS: '100',
      SMTP_MAX_SESSIONS_PER_CLIENT: String(flags.sessions),
      DB_COMMAND_COUNTS_FILE: commandCountsFile,
      // The relay route: the relay worker carries the deliveries, as many at once as an agent would.
      RELAY_WORKER_CONCURRENCY: viaRelay ? String(flags['agent-concurrency']) : '0',
      RELAY_MAX_CONNECTIONS: String(flags['agent-concurrency']),
      ...(rspamd ? { RSPAMD_URL: rspamd.url } : {}),
    },
    nodeArgs: nodeArgs('api'),
    logFile: join(work, 'api.log'),
  });
  await api.startAndWait();
  cleanUps.push(() => api.kill(flags['cpu-prof'] ? 'SIGTERM' : 'SIGKILL'));
  const runStartedAt = new Date(); // the database is fresh: everything the summary counts from here on is this run's
  const sender = await createSender(api, SENDER_DOMAIN, 'bench-provider-1', { relay: viaRelay ? { host: '127.0.0.1', port: capture.port } : null });
  const proxy = await startProxy(api.smtpPort, sender.smtpEmail, sender.smtpPassword);
  cleanUps.push(() => proxy.stop());

  const startAgent = async (mxPort, profile) => {
    const agent = new AgentProcess({
      apiUrl: api.baseUrl,
      agentId: sender.agentId,
      secret: sender.agentSecret,
      mxOverride: `127.0.0.1:${mxPort}`,
      concurrency: flags['agent-concurrency'],
      nodeArgs: profile ? nodeArgs('agent') : [],
      logFile: join(work, 'agent.log'),
    });
    agent.start();
    return agent;
  };

  // The verification message goes to the capture sink (to read its signature), then the agent
  // is restarted (or the relay pointed) towards smtp-sink for the measured run.
  let agent = viaRelay ? null : await startAgent(capture.port, false);
  const signature = await verificationMessage(proxy.port, messageFile, capture);
  log(`Ours: verification message signed d=${signature.d} s=${signature.s} a=${signature.a} (${signature.rsaBits}-bit RSA signature)`);
  await agent?.kill('SIGTERM');

  const sinkPort = await freePort();
  const sink = await startSmtpSink(sinkPort);
  cleanUps.push(() => sink.stop());
  if (viaRelay) {
    await api.admin('PATCH', `/api/admin/relays/${sender.relayId}`, { smtp_port: sinkPort });
  } else {
    agent = await startAgent(sinkPort, true);
    await sleep(1500); // first heartbeat: the agent leases only once the API said online
  }
  cleanUps.push(() => agent?.kill('SIGTERM'));

  const result = await measure('Ours', {
    proxyPort: proxy.port,
    messageFile,
    sink,
    cpu: () => treeCpuSeconds(api.pid) + treeCpuSeconds(agent?.pid) + (database.pid ? treeCpuSeconds(database.pid) : 0) + treeCpuSeconds(rspamd?.pid),
    parts: () => ({
      api: treeCpuSeconds(api.pid),
      agent: treeCpuSeconds(agent?.pid),
      database: database.pid ? treeCpuSeconds(database.pid) : NaN,
      rspamd: rspamd ? treeCpuSeconds(rspamd.pid) : NaN,
    }),
    proxyCpu: () => treeCpuSeconds(proxy.pid),
    commandCounts: () => readCommandCounts(commandCountsFile),
  });
  // The API's own account of it: its delivery log (one entry per outcome), verification message included.
  // The agent reports each result after the delivery: wait (up to 60 s) until the log has them all.
  const expected = flags.messages + 1;
  const reportDeadline = Date.now() + 60_000;
  do {
    result.reports = await api.outcomeTotals(runStartedAt);
    if (result.reports.delivered + result.reports.bounced >= expected) break;
    await sleep(500);
  } while (Date.now() < reportDeadline);
  result.signature = signature;
  result.database = database.description;
  if (flags['cpu-prof']) result.profiles = [join(work, 'api-profile'), join(work, 'agent-profile'), ...(database.pid ? [join(work, 'database.pprof')] : [])];
  await cleanUps.undoLast(); // agent (if any)
  await cleanUps.undoLast(); // sink
  await cleanUps.undoLast(); // proxy
  await cleanUps.undoLast(); // api
  if (rspamd) await cleanUps.undoLast(); // rspamd
  await cleanUps.undoLast(); // database
  result.scanned = Boolean(rspamd);
  return result;
}

/** The API's database command counts (DB_COMMAND_COUNTS_FILE), by "command collection". */
function readCommandCounts(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

function commandsDuring(before, after) {
  return Object.fromEntries(Object.entries(after).map(([key, count]) => [key, count - (before[key] ?? 0)]).filter(([, count]) => count > 0));
}

/** Lines of database commands per message, most frequent first. */
function commandLines(commands, messages) {
  const total = Object.values(commands).reduce((sum, count) => sum + count, 0);
  const rows = Object.entries(commands).sort((a, b) => b[1] - a[1]);
  return [
    `  Ours database commands per message: ${fmt(total / messages, 2)} (${total} in all, API process, driver command monitoring)`,
    ...rows.map(([key, count]) => `    ${key.padEnd(42)} ${fmt(count / messages, 3).padStart(8)}`),
  ];
}

/** Sends the load through the proxy and measures until smtp-sink has every message. */
async function measure(name, { proxyPort, messageFile, sink, cpu, parts, proxyCpu, commandCounts }) {
  const messages = flags.messages;
  const load = loadavg()[0];
  const cpuBefore = cpu();
  const partsBefore = parts?.();
  const proxyBefore = proxyCpu();
  const sinkBefore = sink.count;
  // The API rewrites its counts file every second: wait for a fresh one on both sides of the load.
  const commandsBefore = commandCounts && (await sleep(1100), commandCounts());
  log(`${name}: sending ${messages} messages over ${flags.sessions} sessions (load average ${load.toFixed(2)})`);
  const started = Date.now();
  const source = await smtpSource({ port: proxyPort, messages, sessions: flags.sessions, messageFile });
  if (source.code !== 0) throw new Error(`${name}: smtp-source failed (${source.code}): ${source.output.slice(-2000)}`);
  const deliveredWhileAccepting = sink.count - sinkBefore;
  log(`${name}: all accepted after ${source.seconds.toFixed(1)} s; ${deliveredWhileAccepting} delivered so far`);
  let complete = true;
  await waitFor(
    `${name} deliveries`,
    () => sink.count - sinkBefore >= messages,
    flags['timeout-seconds'] * 1000,
    () => `${sink.count - sinkBefore} of ${messages} delivered`,
  ).catch((error) => {
    // Figures of what got through are still worth printing; the table says it is incomplete.
    log(`${name}: ${error.message}`);
    complete = false;
  });
  const deliveredSeconds = (Date.now() - started) / 1000;
  const cpuSeconds = cpu() - cpuBefore;
  const partsAfter = parts?.();
  const commandsAfter = commandCounts && (await sleep(1100), commandCounts());
  return {
    name,
    acceptedSeconds: source.seconds,
    deliveredSeconds,
    acceptedPerSecond: messages / source.seconds,
    deliveredPerSecond: (sink.count - sinkBefore) / deliveredSeconds,
    complete,
    cpuSeconds,
    cpuPerThousand: (cpuSeconds / messages) * 1000,
    parts: partsBefore ? Object.fromEntries(Object.entries(partsAfter).map(([key, value]) => [key, value - partsBefore[key]])) : null,
    proxyCpuSeconds: proxyCpu() - proxyBefore,
    delivered: sink.count - sinkBefore,
    deliveredWhileAcceptingPerSecond: deliveredWhileAccepting / source.seconds,
    commands: commandsBefore ? commandsDuring(commandsBefore, commandsAfter) : null,
    loadBefore: load,
    command: source.command,
  };
}

async function main() {
  ensureDebianPackages(POSTFIX_COMMANDS, POSTFIX_PACKAGES);
  if (flags.rspamd) ensureDebianPackages(['/usr/bin/rspamd'], ['rspamd']);
  ensureBuilt();
  const work = await makeTempDir('bench-throughput-');
  cleanUps.unshift(async () => (cleanUps.keepWork ? log(`work folder kept: ${work}`) : removeDir(work)));
  chmodSync(work, 0o755); // Postfix and OpenDKIM run as their own users below it
  const messageFile = join(work, 'message.eml');
  writeFileSync(messageFile, buildMessage(flags['size-kb']));
  const captured = [];
  const captureSink = await startCountingSink({ onMessage: (message) => captured.push(message) });
  cleanUps.push(() => captureSink.close());
  const capture = { port: captureSink.port, received: captured };

  const only = flags.only;
  const postfix = only === 'ours' ? null : await runPostfix(work, messageFile, capture);
  const ours = only === 'postfix' ? null : await runOurs(work, messageFile, capture);
  await cleanUps.undoAll();

  const sizeKb = flags['size-kb'];
  const lines = [
    '',
    '=== Throughput: Postfix vs. ours (same load, same machine, one after the other) ===',
    `Set-up: ${flags.messages} messages of ${sizeKb} KiB (${sizeKb * 1024} bytes with headers), 1 recipient each, ${flags.sessions} SMTP sessions reused (smtp-source -s ${flags.sessions} -d -F <message>)`,
    `        sent by Postfix's smtp-source through a STARTTLS front (bench/lib/starttls-proxy.mjs, 1 TLS session per smtp-source session; AUTH PLAIN as the SMTP account for ours) into:`,
    `  Postfix: private instance (own config/queue dirs), loopback relay to smtp-sink, OpenDKIM milter signing rsa-sha256 with an RSA 2048 key (opendkim-genkey -b 2048), destination concurrency ${flags['agent-concurrency']}`,
    `  Ours:    SMTP submission of apps/api (STARTTLS + AUTH, DKIM RSA 2048 with the domain's key), durable queue in ${ours?.database ?? 'the database'}, ${
      viaRelay
        ? `route relay: the API's relay worker (${flags['agent-concurrency']} loops, up to ${flags['agent-concurrency']} kept connections) through a relay that is smtp-sink`
        : `route agent: one provider agent (--concurrency ${flags['agent-concurrency']}) delivering to smtp-sink`
    }`,
    `  Machine: ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), Node ${process.version}; load average before: Postfix ${fmt(postfix?.loadBefore, 2)}, ours ${fmt(ours?.loadBefore, 2)}`,
    `  Counting: delivered = messages smtp-sink accepted (its -c counter); CPU = user+system seconds from /proc of the server processes (Postfix master and all its children + opendkim; API + agent + FerretDB${ours?.scanned ? ' + rspamd' : ''}); the proxy's CPU is not counted (Postfix ${fmt(postfix?.proxyCpuSeconds)} s, ours ${fmt(ours?.proxyCpuSeconds)} s)`,
  ];
  if (postfix) lines.push(`  Postfix check: verification message signed d=${postfix.signature.d} s=${postfix.signature.s} a=${postfix.signature.a}, ${postfix.signature.rsaBits}-bit signature; queue left after the run: ${postfix.queueLeft}`);
  if (ours) {
    lines.push(`  Ours check: verification message signed d=${ours.signature.d} s=${ours.signature.s} a=${ours.signature.a}, ${ours.signature.rsaBits}-bit signature; API reports summary of the run (incl. the verification message): ${JSON.stringify(ours.reports)}`);
    if (ours.parts) {
      const scanning = ours.scanned ? `, rspamd ${fmt(ours.parts.rspamd)} s` : '';
      lines.push(`  Ours CPU by process: API ${fmt(ours.parts.api)} s, agent ${fmt(ours.parts.agent)} s, database ${fmt(ours.parts.database)} s${scanning}`);
    }
    lines.push(`  Ours content scanning: ${ours.scanned ? 'on (every message POSTed to rspamd /checkv2 before it is queued; rspamd CPU counted)' : 'off (--rspamd turns it on)'}`);
    if (ours.profiles) lines.push(`  CPU profiles: ${ours.profiles.join(', ')}`);
    if (ours.commands) lines.push(...commandLines(ours.commands, flags.messages));
  }
  lines.push('');
  lines.push(`${'what'.padEnd(9)} ${'accepted/s'.padStart(11)} ${'delivered/s'.padStart(12)} ${'dlv/s while accepting'.padStart(22)} ${'CPU s'.padStart(8)} ${'CPU s/1000 msgs'.padStart(16)} ${'delivered'.padStart(10)} ${'wall s'.padStart(7)}`);
  for (const result of [postfix, ours].filter(Boolean)) {
    lines.push(
      `${(result.complete ? result.name : `${result.name}*`).padEnd(9)} ${fmt(result.acceptedPerSecond).padStart(11)} ${fmt(result.deliveredPerSecond).padStart(12)} ${fmt(result.deliveredWhileAcceptingPerSecond).padStart(22)} ${fmt(result.cpuSeconds).padStart(8)} ${fmt(result.cpuPerThousand, 2).padStart(16)} ${String(result.delivered).padStart(10)} ${fmt(result.deliveredSeconds).padStart(7)}`,
    );
  }
  if ([postfix, ours].some((result) => result && !result.complete)) {
    lines.push(`* incomplete: --timeout-seconds ${flags['timeout-seconds']} ran out before smtp-sink had every message; delivered/s counts what arrived`);
  }
  if (postfix && ours) {
    lines.push(
      `Ours / Postfix: accepted/s ${fmt(ours.acceptedPerSecond / postfix.acceptedPerSecond, 2)}x, delivered/s ${fmt(ours.deliveredPerSecond / postfix.deliveredPerSecond, 2)}x, CPU per message ${fmt(ours.cpuPerThousand / postfix.cpuPerThousand, 2)}x`,
    );
  }
  console.log(lines.join('\n'));
}

cleanUps.run(main);
