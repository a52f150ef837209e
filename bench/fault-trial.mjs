#!/usr/bin/env node
// Fault trial: messages with a unique X-Sequence header (and an Idempotency-Key derived from it,
// the same on every retry) are submitted through the HTTP API and delivered by a sending agent
// to a counting SMTP sink, while the agent and the API are SIGKILLed and restarted at random
// moments (the database stays up). At the end it prints accepted, delivered, bounced, lost
// (accepted but never delivered) and duplicated counts.
// A trial, not a test: it prints, it does not assert.
//
//   node bench/fault-trial.mjs [--messages 10000] [--kills 4-6] [--lease-seconds 10]
//   node bench/fault-trial.mjs --apis 2 --agents 2   # two API processes on one database behind a round-robin proxy
//
// See bench/README.md.
import { loadavg, cpus } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { MongoClient } from 'mongodb';
import { startCountingSink } from './lib/counting-sink.mjs';
import { startRoundRobinProxy } from './lib/round-robin-proxy.mjs';
import {
  AgentProcess,
  ApiProcess,
  CleanUps,
  createSender,
  ensureBuilt,
  freePort,
  log,
  makeTempDir,
  parseFlags,
  randomToken,
  removeDir,
  startDatabase,
} from './lib/pipeline.mjs';

const flags = parseFlags(process.argv.slice(2), {
  messages: 10_000,
  submitters: 8,
  'body-kb': 2,
  kills: '4-6',
  'kill-interval': '3-8',
  'lease-seconds': 10,
  'agent-concurrency': 10,
  'drain-timeout-seconds': 3600,
  'stall-seconds': 180,
  seed: 0,
  keep: false,
  // Several API processes on the one database, behind a round-robin TCP proxy (HTTP and SMTP), and several agents.
  apis: 1,
  agents: 1,
});
const SENDER_DOMAIN = 'fault-sender.example';
const range = (text) => {
  const [low, high = low] = String(text).split('-').map(Number);
  return [low, high];
};

// A seeded generator, so a trial's kill schedule can be replayed with --seed.
let seed = flags.seed || Math.floor(Math.random() * 2 ** 31);
const firstSeed = seed;
function random() {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
}
const between = ([low, high]) => low + random() * (high - low);
const intBetween = ([low, high]) => Math.floor(low + random() * (high - low + 1));

const cleanUps = new CleanUps({ keepWork: flags.keep, keepWorkOnSignal: true });

async function main() {
  ensureBuilt();
  const work = await makeTempDir('bench-fault-trial-');
  cleanUps.push(async () => (cleanUps.keepWork ? log(`work folder kept (API and agent logs inside): ${work}`) : removeDir(work)));

  // ---- the counting sink: every X-Sequence it receives, and under which Message-ID ----
  const received = new Map(); // sequence -> Map(message-id -> copies)
  let sinkMessages = 0;
  let withoutSequence = 0;
  const sink = await startCountingSink({
    onMessage({ headers }) {
      sinkMessages += 1;
      const sequence = Number(headers.get('x-sequence')?.[0]);
      if (!Number.isInteger(sequence)) {
        withoutSequence += 1;
        return;
      }
      const messageId = (headers.get('message-id')?.[0] ?? '').replace(/[<>]/g, '');
      if (!received.has(sequence)) received.set(sequence, new Map());
      const copies = received.get(sequence);
      copies.set(messageId, (copies.get(messageId) ?? 0) + 1);
    },
  });
  cleanUps.push(() => sink.close());

  // ---- database (stays up), API, agent ----
  const database = await startDatabase(join(work, 'db'));
  cleanUps.push(() => database.stop());
  // Every API process shares the secrets (as the processes behind one load balancer would).
  const apiSecrets = { adminToken: randomToken(), secretKey: randomToken(32) };
  const apis = [];
  for (let index = 0; index < flags.apis; index += 1) {
    const suffix = flags.apis === 1 ? '' : `-${index + 1}`;
    apis.push(
      new ApiProcess({
        port: await freePort(),
        smtpPort: await freePort(),
        dataDir: join(work, `api-data${suffix}`),
        mongoUri: database.uri,
        ...apiSecrets,
        extraEnv: {
          LEASE_SECONDS: String(flags['lease-seconds']),
          RETRY_FIRST_SECONDS: '5',
          RETRY_MAX_SECONDS: '60',
          // Each process its own inbound listener (not the default port, which only one can hold).
          ...(flags.apis > 1 ? { INBOUND_SMTP_PORT: String(await freePort()) } : {}),
        },
        logFile: join(work, `api${suffix}.log`),
      }),
    );
  }
  for (const each of apis) {
    await each.startAndWait();
    cleanUps.push(() => each.kill());
  }
  const api = apis[0];
  // With several API processes, clients and agents reach them only through the proxies.
  let apiUrl = api.baseUrl;
  let proxies = null;
  if (apis.length > 1) {
    proxies = { http: await startRoundRobinProxy(apis.map((each) => Number(new URL(each.baseUrl).port))), smtp: await startRoundRobinProxy(apis.map((each) => each.smtpPort)) };
    cleanUps.push(() => proxies.http.close());
    cleanUps.push(() => proxies.smtp.close());
    apiUrl = `http://127.0.0.1:${proxies.http.port}`;
  }
  const sender = await createSender(api, SENDER_DOMAIN, 'fault-provider-1');
  const agentLogins = [{ agentId: sender.agentId, secret: sender.agentSecret }];
  for (let index = 2; index <= flags.agents; index += 1) {
    const created = await api.admin('POST', '/api/admin/agents', { agent_id: `fault-provider-${index}`, hostname: `fault-provider-${index}.bench.localdomain`, agent_type: 'provider' });
    agentLogins.push({ agentId: created.agent_id, secret: created.agent_secret });
  }
  const agents = agentLogins.map(
    ({ agentId, secret }, index) =>
      new AgentProcess({
        apiUrl,
        agentId,
        secret,
        mxOverride: `127.0.0.1:${sink.port}`,
        concurrency: flags['agent-concurrency'],
        // An IP belongs to one agent: the second agent sends from 127.0.0.2, and so on.
        extraArgs: ['--heartbeat-seconds', '2', ...(index > 0 ? ['--ips', `127.0.0.${index + 1}`] : [])],
        logFile: join(work, agentLogins.length === 1 ? 'agent.log' : `agent-${index + 1}.log`),
      }),
  );
  for (const each of agents) {
    each.start();
    cleanUps.push(() => each.kill());
  }
  const mongo = new MongoClient(database.uri);
  await mongo.connect();
  cleanUps.push(() => mongo.close());
  const db = mongo.db();

  // ---- the kill schedule: each process 4-6 times, every 3-8 s, in random order ----
  // Processes by name: api and agent, or api-1, api-2, agent-1 ... when there are several.
  const targets = new Map([
    ...apis.map((each, index) => [apis.length === 1 ? 'api' : `api-${index + 1}`, each]),
    ...agents.map((each, index) => [agents.length === 1 ? 'agent' : `agent-${index + 1}`, each]),
  ]);
  const killCounts = Object.fromEntries([...targets.keys()].map((name) => [name, intBetween(range(flags.kills))]));
  const schedule = Object.entries(killCounts).flatMap(([name, count]) => Array(count).fill(name));
  for (let index = schedule.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [schedule[index], schedule[other]] = [schedule[other], schedule[index]];
  }
  const killLog = [];
  const started = Date.now();
  const elapsed = () => ((Date.now() - started) / 1000).toFixed(1);
  let apiUp = true;
  const killer = (async () => {
    for (const target of schedule) {
      await sleep(between(range(flags['kill-interval'])) * 1000);
      const downFor = 0.3 + random() * 1.7;
      const victim = targets.get(target);
      const isApi = victim instanceof ApiProcess;
      if (isApi && apis.length === 1) apiUp = false;
      await victim.kill('SIGKILL');
      killLog.push(`${elapsed()}s ${target}`);
      log(`SIGKILL ${target} at ${elapsed()} s; restarting in ${downFor.toFixed(1)} s`);
      await sleep(downFor * 1000);
      if (isApi) await victim.startAndWait();
      else victim.start();
      apiUp = true;
    }
  })().then(() => null, (error) => error);

  // ---- the submitters: a message counts as accepted only once the API answered 202 ----
  const bodyText = `${'This line is here to give the message some weight for the fault trial. '.repeat(Math.ceil((flags['body-kb'] * 1024) / 72))}`.slice(0, flags['body-kb'] * 1024);
  const accepted = new Map(); // sequence -> message_id of the 202
  const refused = new Map();
  let attempts = 0;
  let failedAttempts = 0;
  let ambiguousAttempts = 0; // the request may have reached the API, but no answer came back
  let heldAnswers = 0; // 409: an earlier attempt still holds the key (or held it when the API was killed)
  const heldKeys = []; // { sequence, retryAt }: put aside so that their submitter moves on meanwhile
  let next = 1;
  // A key whose request died with the API is free again only after 5 minutes (the API's takeover
  // time): those messages are retried now and then while the submitters carry on with the others.
  const nextSequence = () => {
    const due = heldKeys.findIndex((held) => held.retryAt <= Date.now());
    if (due >= 0) return heldKeys.splice(due, 1)[0].sequence;
    return next <= flags.messages ? next++ : null;
  };
  const submitOne = async (sequence) => {
    for (;;) {
      attempts += 1;
      let sent = false;
      try {
        const response = await fetch(`${apiUrl}/api/v1/messages`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${sender.apiKey}`,
            'content-type': 'application/json',
            // One key per message across its retries: a retry whose first answer was lost gets that answer again.
            'idempotency-key': `fault-trial-${sequence}`,
          },
          body: JSON.stringify({
            from: `trial@${SENDER_DOMAIN}`,
            to: `reader-${sequence}@fault-recipient.example`,
            subject: `Fault trial message ${sequence}`,
            text: bodyText,
            headers: { 'X-Sequence': String(sequence) },
          }),
          signal: AbortSignal.timeout(60_000),
        });
        sent = true;
        const body = await response.json().catch(() => ({}));
        if (response.status === 202) {
          accepted.set(sequence, body.message_id);
          return;
        }
        if (response.status === 409) {
          heldAnswers += 1;
          heldKeys.push({ sequence, retryAt: Date.now() + 10_000 });
          return;
        }
        if (response.status >= 400 && response.status < 500 && response.status !== 429) {
          refused.set(sequence, `${response.status} ${JSON.stringify(body)}`);
          return;
        }
        failedAttempts += 1;
      } catch {
        failedAttempts += 1;
        if (!sent) ambiguousAttempts += 1;
      }
      await sleep(apiUp ? 100 : 300);
    }
  };
  log(`submitting ${flags.messages} messages with ${flags.submitters} submitters; kill schedule: ${schedule.join(', ')} (seed ${firstSeed})`);
  await Promise.all(
    Array.from({ length: flags.submitters }, async () => {
      for (;;) {
        const sequence = nextSequence();
        if (sequence !== null) await submitOne(sequence);
        else if (heldKeys.length) await sleep(1000);
        else return;
      }
    }),
  );
  const submittedAfter = (Date.now() - started) / 1000;
  log(`submission done after ${submittedAfter.toFixed(1)} s: ${accepted.size} accepted; waiting for the kill schedule and the queue to drain`);
  const killerError = await killer;
  if (killerError) throw killerError;
  for (const each of agents) if (!each.running) each.start();

  // ---- drain: every accepted message received, and nothing left queued or leased ----
  const openDeliveries = () => db.collection('deliveries').countDocuments({ state: { $in: ['queued', 'leased'] } });
  const drainDeadline = Date.now() + flags['drain-timeout-seconds'] * 1000;
  let open = -1;
  let lastLog = 0;
  let lastReceived = -1;
  let lastProgressAt = Date.now();
  for (;;) {
    const missing = [...accepted.keys()].filter((sequence) => !received.has(sequence)).length;
    if (received.size !== lastReceived) {
      lastReceived = received.size;
      lastProgressAt = Date.now();
    } else if (Date.now() - lastProgressAt > flags['stall-seconds'] * 1000) {
      log(`no new message at the sink for ${flags['stall-seconds']} s: ${missing} accepted messages not received; stopped waiting`);
      break;
    }
    if (missing === 0 || Date.now() - lastLog > 15_000) open = await openDeliveries();
    if (missing === 0 && open === 0) break;
    if (Date.now() > drainDeadline) {
      log(`drain timeout: ${missing} accepted messages not received, ${open} deliveries still queued or leased`);
      break;
    }
    if (Date.now() - lastLog > 15_000) {
      lastLog = Date.now();
      log(`draining at ${elapsed()} s: ${accepted.size - missing} of ${accepted.size} received, ${open} deliveries queued or leased`);
    }
    await sleep(1000);
  }
  const drainedAfter = (Date.now() - started) / 1000;
  await sleep(3000); // late duplicates from a lease that expired just now still count
  open = await openDeliveries();

  // ---- figures ----
  const totals = await api.logTotals(SENDER_DOMAIN);
  let delivered = 0;
  let redeliveries = 0; // same message (Message-ID) received more than once
  let resubmitted = 0; // same sequence under several Message-IDs: a retried submission stored twice
  for (const copies of received.values()) {
    for (const count of copies.values()) redeliveries += count - 1;
    resubmitted += copies.size - 1;
  }
  const lost = [];
  for (const [sequence, messageId] of accepted) {
    if (received.has(sequence)) delivered += 1;
    else lost.push({ sequence, messageId });
  }
  const notAcceptedButDelivered = [...received.keys()].filter((sequence) => !accepted.has(sequence)).length;
  // Finished deliveries are removed from the queue; their log entries say how they ended.
  const bouncedOrFailed = await db.collection('delivery_logs').countDocuments({ status: { $in: ['bounced', 'failed'] } });
  const stillQueued = [];
  const gone = [];
  // One pass over the queue and, when some are lost, over the log (a query per message would
  // read the whole collection each time on FerretDB).
  const deliveriesOf = await groupByMessageId(lost.length ? db.collection('deliveries').find({}, { projection: { message_id: 1, state: 1, attempts: 1, lease_expires_at: 1, last_response: 1 } }) : null);
  const logEntriesOf = await groupByMessageId(lost.length ? db.collection('delivery_logs').find({}, { projection: { message_id: 1, status: 1, response: 1, created_at: 1 } }) : null);
  for (const item of lost) {
    const deliveries = deliveriesOf.get(item.messageId) ?? [];
    const entry = {
      ...item,
      deliveries: deliveries.map((d) => ({ _id: String(d._id), state: d.state, attempts: d.attempts, lease_expires_at: d.lease_expires_at, last_response: d.last_response })),
      log: (logEntriesOf.get(item.messageId) ?? []).map((e) => ({ status: e.status, response: e.response, at: e.created_at })),
    };
    if (deliveries.some((d) => d.state === 'queued' || d.state === 'leased')) stillQueued.push(entry);
    else {
      entry.reason = entry.log.length ? 'finished without reaching the sink' : 'no delivery left and nothing logged';
      gone.push(entry);
    }
  }
  const lostForGood = gone;
  if (lostForGood.length) cleanUps.keepWork = true;

  const duplicated = redeliveries + resubmitted;
  const apisLine = proxies
    ? `        ${apis.length} API processes on the one database behind a round-robin TCP proxy (HTTP connections per process ${proxies.http.connections.join('/')}, SMTP ${proxies.smtp.connections.join('/')}); ${agents.length} agents through it`
    : null;
  const lines = [
    '',
    `=== Fault trial: SIGKILL of the API${apis.length > 1 ? ` processes (${apis.length})` : ''} and the agent${agents.length > 1 ? `s (${agents.length})` : ''} during a run ===`,
    `Set-up: ${flags.messages} messages (body ${flags['body-kb']} KiB, 1 recipient, unique X-Sequence header) through POST /api/v1/messages by ${flags.submitters} submitters (a failed or unanswered submission is retried with the same Idempotency-Key fault-trial-<n>, one answered 409 10 s later; "accepted" = the API answered 202),`,
    `        ${agents.length === 1 ? 'one provider agent' : `${agents.length} provider agents`} (--concurrency ${flags['agent-concurrency']}) delivering to a counting SMTP sink (smtp-server, records every X-Sequence and Message-ID); database: ${database.description}, never killed`,
    `        LEASE_SECONDS=${flags['lease-seconds']}, RETRY_FIRST_SECONDS=5, RETRY_MAX_SECONDS=60; ${cpus().length} CPUs, load average at the end ${loadavg()[0].toFixed(2)}`,
    ...(apisLine ? [apisLine] : []),
    `Kills: ${Object.entries(killCounts).map(([name, count]) => `${name} ${count}x`).join(', ')}, every ${flags['kill-interval']} s, each restarted after 0.3-2 s (seed ${firstSeed}): ${killLog.join(', ')}`,
    `Submission: ${attempts} HTTP attempts, ${failedAttempts} failed or unanswered and retried (${ambiguousAttempts} with no answer at all), ${heldAnswers} answered 409 (key still held) and retried later; ${refused.size} refused with 4xx${refused.size ? ` (first: ${[...refused.values()][0]})` : ''}; done after ${submittedAfter.toFixed(1)} s`,
    `Drain: ${open === 0 ? 'queue empty' : `${open} deliveries still queued or leased`} after ${drainedAfter.toFixed(1)} s; the sink took ${sinkMessages} messages (${withoutSequence} without X-Sequence)`,
    `API delivery log for the domain: ${JSON.stringify(totals)}`,
  ];
  if (stillQueued.length) lines.push(`Not yet delivered but still in the queue when the trial stopped waiting (not lost): ${stillQueued.length}`);
  for (const entry of lostForGood.slice(0, 20)) {
    lines.push(`LOST seq ${entry.sequence} message ${entry.messageId} (${entry.reason}): deliveries ${JSON.stringify(entry.deliveries)}`);
  }
  lines.push(
    '',
    `accepted ${accepted.size}`,
    `delivered ${delivered}`,
    `bounced ${bouncedOrFailed}`,
    `lost ${lostForGood.length}${stillQueued.length ? ` (+${stillQueued.length} still queued when the trial stopped waiting)` : ''}`,
    `duplicated ${duplicated} (${((duplicated / Math.max(1, accepted.size)) * 100).toFixed(2)} % of accepted; ${redeliveries} redelivered with the same Message-ID after a kill, ${resubmitted} stored twice because a submission was retried after its answer was lost)${notAcceptedButDelivered ? `; ${notAcceptedButDelivered} delivered without a 202` : ''}`,
  );
  await cleanUps.undoAll();
  console.log(lines.join('\n'));
}

cleanUps.run(main);

/** Documents of a cursor grouped by their message_id; an empty map without a cursor. */
async function groupByMessageId(cursor) {
  const groups = new Map();
  if (!cursor) return groups;
  for await (const document of cursor) {
    if (!groups.has(document.message_id)) groups.set(document.message_id, []);
    groups.get(document.message_id).push(document);
  }
  return groups;
}
