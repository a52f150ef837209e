#!/usr/bin/env node
// Fault trial: messages with a unique X-Sequence header (and an Idempotency-Key derived from it,
// the same on every retry) are submitted through the HTTP API and delivered by a sending agent
// to a counting SMTP sink, while the agent and the API are SIGKILLed and restarted at random
// moments (the database stays up). A share of recipients bounce: refused at RCPT by the sink
// (synchronous), or accepted and then reported in a DSN sent to the API's inbound listener. A
// webhook endpoint (an HTTP receiver in this script) subscribes to every event. At the end it
// prints accepted, delivered, bounced, lost (accepted but never delivered nor bounced) and
// duplicated counts, and the webhook events expected against those received.
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
import { WEBHOOK_EVENT_TYPES } from '@platform/contracts';
import { hardBounceReport, startBounceSender } from './lib/bounce-sender.mjs';
import { startCountingSink } from './lib/counting-sink.mjs';
import { startWebhookReceiver } from './lib/webhook-receiver.mjs';
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
  'sync-bounce-share': 0.05,
  'dsn-share': 0.05,
  'webhook-failure-share': 0.05,
  seed: 0,
  keep: false,
  // Several API processes on the one database, behind a round-robin TCP proxy (HTTP and SMTP), and several agents.
  apis: 1,
  agents: 1,
});
const SENDER_DOMAIN = 'fault-sender.example';
const RECIPIENT_DOMAIN = 'fault-recipient.example';
// Webhook retries within the trial's minutes, so an event a kill or a 500 delayed still arrives.
const WEBHOOK_RETRY_SCHEDULE_SECONDS = '1,2,5,10,30,60,120,300,600,1800';

/**
 * What happens to message n's recipient, the same on every run: `refuse` (550 at RCPT, a
 * synchronous hard bounce), `dsn` (accepted, then a DSN to the inbound listener) or `reader`.
 * A multiplicative hash spreads the shares over the sequence numbers.
 */
function recipientKind(sequence) {
  const fraction = ((sequence * 2654435761) % 2 ** 32) / 2 ** 32;
  if (fraction < flags['sync-bounce-share']) return 'refuse';
  return fraction < flags['sync-bounce-share'] + flags['dsn-share'] ? 'dsn' : 'reader';
}
const recipientOf = (sequence) => `${recipientKind(sequence)}-${sequence}@${RECIPIENT_DOMAIN}`;
const sequenceOf = (address) => Number(/^[a-z]+-(\d+)@/.exec(address)?.[1]);
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
  const receivedAt = new Map(); // `${sequence} ${message-id}` -> when each copy arrived (ms), to tell which kill a second copy followed
  const refusedAtSink = new Set(); // sequences whose recipient the sink refused (550 at RCPT)
  const dsnAccepted = new Set(); // sequences whose DSN the inbound listener took
  let sinkMessages = 0;
  let withoutSequence = 0;
  let bounceSender = null; // started once the API's inbound port is known
  const sink = await startCountingSink({
    refuseRecipient(address) {
      if (!address.startsWith('refuse-')) return null;
      refusedAtSink.add(sequenceOf(address));
      return '5.1.1 No such user here (fault trial)';
    },
    onMessage({ headers, envelope }) {
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
      const copyKey = `${sequence} ${messageId}`;
      receivedAt.set(copyKey, [...(receivedAt.get(copyKey) ?? []), Date.now()]);
      // The recipient's server took it, then finds it cannot deliver it: a DSN goes to the return path.
      const recipient = envelope.rcptTo[0]?.address ?? '';
      if (recipient.startsWith('dsn-') && copies.get(messageId) === 1) {
        bounceSender.send({
          returnPath: envelope.mailFrom.address,
          raw: hardBounceReport({ returnPath: envelope.mailFrom.address, recipient, messageId, reportId: `dsn-${sequence}-${copies.size}` }),
          onDone: (outcome) => outcome === 'accepted' && dsnAccepted.add(sequence),
        });
      }
    },
  });
  cleanUps.push(() => sink.close());

  // ---- database (stays up), API, agent ----
  const database = await startDatabase(join(work, 'db'));
  cleanUps.push(() => database.stop());
  // Every API process shares the secrets (as the processes behind one load balancer would).
  const apiSecrets = { adminToken: randomToken(), secretKey: randomToken(32) };
  const receiver = await startWebhookReceiver({ failFirstShare: flags['webhook-failure-share'], random });
  cleanUps.push(() => receiver.close());
  const apis = [];
  for (let index = 0; index < flags.apis; index += 1) {
    const suffix = flags.apis === 1 ? '' : `-${index + 1}`;
    // Each process its own inbound listener: the bounce sender reaches them through a proxy when there are several.
    const inboundPort = await freePort();
    const each = new ApiProcess({
      port: await freePort(),
      smtpPort: await freePort(),
      dataDir: join(work, `api-data${suffix}`),
      mongoUri: database.uri,
      ...apiSecrets,
      extraEnv: {
        LEASE_SECONDS: String(flags['lease-seconds']),
        RETRY_FIRST_SECONDS: '5',
        RETRY_MAX_SECONDS: '60',
        INBOUND_SMTP_PORT: String(inboundPort),
        INBOUND_SMTP_HOST: '127.0.0.1',
        // Every DSN comes from this one client: the per-client rate limit must not slow the trial.
        INBOUND_MESSAGES_PER_MINUTE_PER_CLIENT: '1000000',
        WEBHOOK_RETRY_SCHEDULE_SECONDS,
        WEBHOOK_LEASE_SECONDS: '15',
        WEBHOOK_TIMEOUT_SECONDS: '5',
      },
      logFile: join(work, `api${suffix}.log`),
    });
    each.inboundPort = inboundPort;
    apis.push(each);
  }
  for (const each of apis) {
    await each.startAndWait();
    cleanUps.push(() => each.kill());
  }
  const api = apis[0];
  // With several API processes, clients, agents and bounces reach them only through the proxies.
  let apiUrl = api.baseUrl;
  let inboundPort = api.inboundPort;
  let proxies = null;
  if (apis.length > 1) {
    proxies = {
      http: await startRoundRobinProxy(apis.map((each) => Number(new URL(each.baseUrl).port))),
      smtp: await startRoundRobinProxy(apis.map((each) => each.smtpPort)),
      inbound: await startRoundRobinProxy(apis.map((each) => each.inboundPort)),
    };
    for (const proxy of Object.values(proxies)) cleanUps.push(() => proxy.close());
    apiUrl = `http://127.0.0.1:${proxies.http.port}`;
    inboundPort = proxies.inbound.port;
  }
  bounceSender = startBounceSender({ port: inboundPort });
  cleanUps.push(() => bounceSender.stop());
  const trialStartedAt = new Date(); // the database is fresh: everything the summary counts from here on is this trial's
  const sender = await createSender(api, SENDER_DOMAIN, 'fault-provider-1');
  // The receiver is on loopback: an admin allows such targets first.
  await api.admin('PUT', '/api/admin/settings/webhooks', { allow_private_targets: true });
  // A tenth of the trial's mail bounces on purpose: the deliverability guard would pause the sender.
  const reputation = await api.admin('GET', '/api/admin/settings/reputation');
  await api.admin('PUT', '/api/admin/settings/reputation', { ...reputation, enabled: false });
  const endpointResponse = await fetch(`${api.baseUrl}/api/v1/webhooks`, {
    method: 'POST',
    headers: { authorization: `Bearer ${sender.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ url: receiver.url, event_types: WEBHOOK_EVENT_TYPES, description: 'fault trial receiver' }),
  });
  const endpoint = await endpointResponse.json();
  if (endpointResponse.status !== 201) throw new Error(`POST /api/v1/webhooks: ${endpointResponse.status} ${JSON.stringify(endpoint)}`);
  receiver.useSecret(endpoint.secret);
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
  const kills = []; // { at (ms), kind: 'api' | 'agent' }
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
      kills.push({ at: Date.now(), kind: isApi ? 'api' : 'agent' });
      log(`SIGKILL ${target} at ${elapsed()} s; restarting in ${downFor.toFixed(1)} s`);
      await sleep(downFor * 1000);
      if (isApi) await victim.startAndWait();
      else victim.start();
      apiUp = true;
    }
  })().then(() => null, (error) => error);

  // ---- the submitters: a message counts as accepted only once the API answered 202 ----
  const bodyText = `${'This line is here to give the message some weight for the fault trial. '.repeat(Math.ceil((flags['body-kb'] * 1024) / 72))}`.slice(0, flags['body-kb'] * 1024);
  const accepted = new Map(); // sequence -> { id, messageId } of the 202
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
            to: recipientOf(sequence),
            subject: `Fault trial message ${sequence}`,
            text: bodyText,
            headers: { 'X-Sequence': String(sequence) },
          }),
          signal: AbortSignal.timeout(60_000),
        });
        sent = true;
        const body = await response.json().catch(() => ({}));
        if (response.status === 202) {
          accepted.set(sequence, { id: body.id, messageId: body.message_id });
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

  // ---- drain: every accepted message received or bounced, its DSN taken, its webhook events
  // received, and nothing left queued or leased ----
  const openDeliveries = () => db.collection('deliveries').countDocuments({ state: { $in: ['queued', 'leased'] } });
  const expectedEvents = () => {
    const expected = [];
    for (const [sequence, { id }] of accepted) {
      expected.push([id, 'message.accepted']);
      if (received.has(sequence)) expected.push([id, 'message.delivered']);
      if (refusedAtSink.has(sequence) || dsnAccepted.has(sequence)) expected.push([id, 'message.bounced']);
    }
    return expected;
  };
  const missingEvents = () => expectedEvents().filter(([id, type]) => !receiver.has(id, type));
  const progress = () => received.size + refusedAtSink.size + dsnAccepted.size + receiver.stats.posts;
  const drainDeadline = Date.now() + flags['drain-timeout-seconds'] * 1000;
  let open = -1;
  let lastLog = 0;
  let lastReceived = -1;
  let lastProgressAt = Date.now();
  let missingWebhooks = -1;
  for (;;) {
    const missing = [...accepted.keys()].filter((sequence) => !received.has(sequence) && !refusedAtSink.has(sequence)).length;
    if (progress() !== lastReceived) {
      lastReceived = progress();
      lastProgressAt = Date.now();
    } else if (Date.now() - lastProgressAt > flags['stall-seconds'] * 1000) {
      log(`nothing new at the sink, the inbound listener or the webhook receiver for ${flags['stall-seconds']} s: ${missing} accepted messages not received; stopped waiting`);
      break;
    }
    missingWebhooks = missing === 0 && bounceSender.pending === 0 ? missingEvents().length : -1;
    if (missingWebhooks === 0 || Date.now() - lastLog > 15_000) open = await openDeliveries();
    if (missing === 0 && open === 0 && bounceSender.pending === 0 && missingWebhooks === 0) break;
    if (Date.now() > drainDeadline) {
      log(`drain timeout: ${missing} accepted messages not received, ${open} deliveries still queued or leased`);
      break;
    }
    if (Date.now() - lastLog > 15_000) {
      lastLog = Date.now();
      log(
        `draining at ${elapsed()} s: ${accepted.size - missing} of ${accepted.size} received or refused, ${open} deliveries queued or leased, ` +
          `${bounceSender.pending} DSNs to send, ${missingEvents().length} webhook events not yet received`,
      );
    }
    await sleep(1000);
  }
  const drainedAfter = (Date.now() - started) / 1000;
  await sleep(3000); // late duplicates from a lease that expired just now still count
  open = await openDeliveries();

  // ---- figures ----
  const totals = await api.outcomeTotals(trialStartedAt);
  let delivered = 0;
  let redeliveries = 0; // same message (Message-ID) received more than once
  let resubmitted = 0; // same sequence under several Message-IDs: a retried submission stored twice
  for (const copies of received.values()) {
    for (const count of copies.values()) redeliveries += count - 1;
    resubmitted += copies.size - 1;
  }
  const lost = [];
  let refusedAccepted = 0;
  for (const [sequence, { messageId }] of accepted) {
    if (received.has(sequence)) delivered += 1;
    else if (refusedAtSink.has(sequence)) refusedAccepted += 1;
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

  // Webhooks: every expected event (accepted; delivered or bounced at RCPT; bounced by DSN) taken
  // at least once. Events of messages the trial has no 202 for come from submissions whose answer
  // was lost: stored twice, or accepted in the log by an API killed before it queued the deliveries.
  const expected = expectedEvents();
  const webhooksMissing = missingEvents();
  const expectedByType = {};
  for (const [, type] of expected) expectedByType[type] = (expectedByType[type] ?? 0) + 1;
  const webhooks = receiver.summary();
  const acceptedIds = new Set([...accepted.values()].map(({ id }) => id));
  const eventsOfUnansweredMessages = [...receiver.messageIds()].filter((id) => !acceptedIds.has(id)).length;
  const receivedOfExpected = expected.length - webhooksMissing.length;
  if (webhooksMissing.length) cleanUps.keepWork = true;

  const duplicated = redeliveries + resubmitted;
  // Each copy after the first is put down to the first kill after the copy before it (less a
  // second: the kill may land while that copy's 250 is on its way) and before it: the one that
  // cost the report of the copy before. Later kills in between only happened to fall there.
  const redeliveredAfter = { agent: 0, api: 0, none: 0 };
  const secondCopies = []; // what each second copy followed, for the list below the figures
  const at = (ms) => `${((ms - started) / 1000).toFixed(1)} s`;
  for (const [copyKey, times] of receivedAt) {
    for (let copy = 1; copy < times.length; copy += 1) {
      const cause = kills.find((kill) => kill.at >= times[copy - 1] - 1000 && kill.at <= times[copy]);
      redeliveredAfter[cause?.kind ?? 'none'] += 1;
      secondCopies.push(`X-Sequence ${copyKey.split(' ')[0]}: copies at ${at(times[copy - 1])} and ${at(times[copy])}, after ${cause ? `the ${cause.kind} kill at ${at(cause.at)}` : 'no kill'}`);
    }
  }
  const killsOf = (kind) => kills.filter((kill) => kill.kind === kind).length;
  const perKill = (kind) => `${redeliveredAfter[kind]} after ${killsOf(kind)} ${kind === 'api' ? 'API' : 'agent'} kills (${(redeliveredAfter[kind] / Math.max(1, killsOf(kind))).toFixed(2)} per kill)`;
  const apisLine = proxies
    ? `        ${apis.length} API processes on the one database behind round-robin TCP proxies (HTTP connections per process ${proxies.http.connections.join('/')}, SMTP ${proxies.smtp.connections.join('/')}, inbound ${proxies.inbound.connections.join('/')}); ${agents.length} agents through them`
    : null;
  const lines = [
    '',
    `=== Fault trial: SIGKILL of the API${apis.length > 1 ? ` processes (${apis.length})` : ''} and the agent${agents.length > 1 ? `s (${agents.length})` : ''} during a run ===`,
    `Set-up: ${flags.messages} messages (body ${flags['body-kb']} KiB, 1 recipient, unique X-Sequence header) through POST /api/v1/messages by ${flags.submitters} submitters (a failed or unanswered submission is retried with the same Idempotency-Key fault-trial-<n>, one answered 409 10 s later; "accepted" = the API answered 202),`,
    `        ${agents.length === 1 ? 'one provider agent' : `${agents.length} provider agents`} (--concurrency ${flags['agent-concurrency']}) delivering to a counting SMTP sink (smtp-server, records every X-Sequence and Message-ID); database: ${database.description}, never killed`,
    `        bounces: ${flags['sync-bounce-share'] * 100} % of recipients refused at RCPT by the sink (550), ${flags['dsn-share'] * 100} % accepted and then reported in a DSN to the API's inbound listener (retried until taken);`,
    `        webhooks: one endpoint for every event type, an HTTP receiver in this script (checks signatures; answers 500 to the first POST of ${flags['webhook-failure-share'] * 100} % of webhook-ids), WEBHOOK_RETRY_SCHEDULE_SECONDS=${WEBHOOK_RETRY_SCHEDULE_SECONDS}, WEBHOOK_LEASE_SECONDS=15`,
    `        LEASE_SECONDS=${flags['lease-seconds']}, RETRY_FIRST_SECONDS=5, RETRY_MAX_SECONDS=60; ${cpus().length} CPUs, load average at the end ${loadavg()[0].toFixed(2)}`,
    ...(apisLine ? [apisLine] : []),
    `Kills: ${Object.entries(killCounts).map(([name, count]) => `${name} ${count}x`).join(', ')}, every ${flags['kill-interval']} s, each restarted after 0.3-2 s (seed ${firstSeed}): ${killLog.join(', ')}`,
    `Submission: ${attempts} HTTP attempts, ${failedAttempts} failed or unanswered and retried (${ambiguousAttempts} with no answer at all), ${heldAnswers} answered 409 (key still held) and retried later; ${refused.size} refused with 4xx${refused.size ? ` (first: ${[...refused.values()][0]})` : ''}; done after ${submittedAfter.toFixed(1)} s`,
    `Drain: ${open === 0 ? 'queue empty' : `${open} deliveries still queued or leased`} after ${drainedAfter.toFixed(1)} s; the sink took ${sinkMessages} messages (${withoutSequence} without X-Sequence)`,
    `API reports summary of the trial (recipients' outcomes): ${JSON.stringify(totals)}`,
    `Bounces: ${refusedAtSink.size} recipients refused at RCPT by the sink; DSNs: ${bounceSender.stats.queued} queued, ${bounceSender.stats.accepted} taken by the inbound listener, ${bounceSender.stats.refused} refused, ${bounceSender.stats.retries} retried (listener down or busy)`,
    `Webhooks: ${receiver.stats.posts} POSTs for ${webhooks.webhookIds} webhook-ids (${receiver.stats.answered500} answered 500 on purpose, ${receiver.stats.badSignatures} with a bad signature, ${webhooks.repeatedPosts} repeats of a webhook-id); events taken by type ${JSON.stringify(webhooks.byType)}; expected ${JSON.stringify(expectedByType)}`,
  ];
  for (const [id, type] of webhooksMissing.slice(0, 20)) lines.push(`WEBHOOK EVENT NOT RECEIVED: ${type} of message ${id}`);
  if (secondCopies.length) lines.push(`Second copies (first ${Math.min(30, secondCopies.length)} of ${secondCopies.length}):`, ...secondCopies.slice(0, 30).map((line) => `  ${line}`));
  if (stillQueued.length) lines.push(`Not yet delivered but still in the queue when the trial stopped waiting (not lost): ${stillQueued.length}`);
  for (const entry of lostForGood.slice(0, 20)) {
    lines.push(`LOST seq ${entry.sequence} message ${entry.messageId} (${entry.reason}): deliveries ${JSON.stringify(entry.deliveries)}`);
  }
  lines.push(
    '',
    `accepted ${accepted.size}`,
    `delivered ${delivered}`,
    `bounced ${refusedAccepted + dsnAccepted.size} (${refusedAccepted} refused at RCPT, ${dsnAccepted.size} by DSN; ${bouncedOrFailed} delivery log entries bounced or failed)`,
    `lost ${lostForGood.length}${stillQueued.length ? ` (+${stillQueued.length} still queued when the trial stopped waiting)` : ''}`,
    `duplicated ${duplicated} (${((duplicated / Math.max(1, accepted.size)) * 100).toFixed(2)} % of accepted): redelivered with the same Message-ID ${redeliveries}: ${perKill('agent')}, ${perKill('api')}, ${redeliveredAfter.none} after no kill${notAcceptedButDelivered ? `; ${notAcceptedButDelivered} delivered without a 202` : ''}`,
    `stored twice ${resubmitted} (a submission retried with its Idempotency-Key after its answer was lost, stored as a second message)`,
    `webhook events expected ${expected.length}, received ${receivedOfExpected}, lost ${webhooksMissing.length}; duplicates: ${webhooks.repeatedPosts} repeated POSTs of one webhook-id (${receiver.stats.answered500} after a 500 on purpose), ${webhooks.storedTwice} events under a second webhook-id; events of ${eventsOfUnansweredMessages} messages without a 202 (a submission whose answer was lost)`,
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
