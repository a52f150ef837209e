#!/usr/bin/env node
// A long queue and the API's memory: seeds --waiting messages (one delivery each) straight into
// the database, as the API stores them, starts the API with no agent and no relay worker (so it
// reads them all into its view of the queue, as after a restart), then plays a sending agent over
// the agent protocol: leases one delivery at a time and reports it delivered. Prints the API's
// resident memory and the latency of the lease calls. A benchmark: it asserts nothing.
//
//   node bench/queue-memory.mjs [--waiting 200000] [--leases 1000]
//
// See bench/README.md.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ApiProcess, CleanUps, createSender, ensureBuilt, fmt, freePort, log, makeTempDir, parseFlags, randomToken, removeDir, startDatabase } from './lib/pipeline.mjs';

const flags = parseFlags(process.argv.slice(2), { waiting: 200_000, leases: 1000, 'body-kb': 1, keep: false });
const SENDER_DOMAIN = 'queue-memory.example';
const SEED_BATCH = 2000;
const cleanUps = new CleanUps({ keepWork: flags.keep });

/** Resident memory of a process, in MiB (VmRSS). */
function rssMiB(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

function percentile(sorted, share) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] : NaN;
}

/** Messages as DeliveryQueueService writes them: one recipient each, so each is its one delivery, which carries it. */
async function seed(uri, sender, count) {
  const { MongoClient, ObjectId, Binary } = await import('mongodb');
  const client = new MongoClient(uri);
  await client.connect();
  const db = client.db();
  const body = Buffer.from(`From: news@${SENDER_DOMAIN}\r\nTo: reader@recipient.example\r\nSubject: waiting\r\n\r\n${'x'.repeat(flags['body-kb'] * 1024)}\r\n`);
  const userId = new ObjectId(sender.userId);
  const started = Date.now();
  for (let done = 0; done < count; done += SEED_BATCH) {
    const now = new Date();
    const deliveries = [];
    for (let index = done; index < Math.min(count, done + SEED_BATCH); index += 1) {
      const messageId = new ObjectId();
      const deliveryId = new ObjectId();
      const address = `reader${index}@recipient${index % 100}.example`;
      const header = `waiting-${index}@${SENDER_DOMAIN}`;
      deliveries.push({
        _id: deliveryId, message: messageId, message_id: header, message_delivery_count: 1, user_id: userId, domain: SENDER_DOMAIN,
        envelope_from: `news@${SENDER_DOMAIN}`, return_path: '', header_prefix: '', raw: new Binary(body), recipient_domain: address.split('@')[1],
        recipients: [{ address, state: 'pending', response: '' }], send_plan: 'provider', route: 'agent', relay_id: null,
        agent_owner_user_id: null, allowed_ips: [], state: 'queued', attempts: 0, next_attempt_at: now,
        expires_at: new Date(now.getTime() + 5 * 24 * 3600_000), lease_token: null, lease_owner: null, lease_expires_at: null,
        last_response: '', created_at: now, updated_at: now,
      });
    }
    await db.collection('deliveries').insertMany(deliveries, { ordered: false });
    if ((done / SEED_BATCH) % 10 === 9) log(`seeded ${done + SEED_BATCH} of ${count} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  await client.close();
  return (Date.now() - started) / 1000;
}

/** The agent protocol, as apps/agent speaks it. */
function agentClient(baseUrl, agentId, secret) {
  const call = async (path, body) => {
    const response = await fetch(`${baseUrl}/api/agent/v1/${path}`, {
      method: 'POST',
      headers: { 'x-agent-id': agentId, authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${text.slice(0, 300)}`);
    return JSON.parse(text);
  };
  return {
    heartbeat: () => call('heartbeat', { hostname: `${agentId}.bench.localdomain`, ips: ['127.0.0.1'] }),
    lease: () => call('leases', { max: 1 }),
    report: (lease) => call('results', { lease_token: lease.lease_token, source_ip: lease.source_ip, results: lease.recipients.map((address) => ({ address, outcome: 'delivered', response: '250 2.0.0 Ok: queued' })) }),
  };
}

async function main() {
  ensureBuilt();
  const work = await makeTempDir('bench-queue-memory-');
  cleanUps.unshift(async () => (cleanUps.keepWork ? log(`work folder kept: ${work}`) : removeDir(work)));
  const database = await startDatabase(join(work, 'db'));
  cleanUps.push(() => database.stop());

  // A first API process makes the sender (as an operator would), then goes, as a process restarting on a long queue would.
  const apiSettings = { port: await freePort(), smtpPort: -1, dataDir: join(work, 'api-data'), mongoUri: database.uri, adminToken: randomToken(), secretKey: randomToken(32), logFile: join(work, 'api.log') };
  const setUp = new ApiProcess(apiSettings);
  await setUp.startAndWait();
  const sender = await createSender(setUp, SENDER_DOMAIN, `queue-memory-${randomBytes(3).toString('hex')}`);
  await setUp.kill('SIGTERM');

  log(`seeding ${flags.waiting} waiting messages of ${flags['body-kb']} KiB`);
  const seedSeconds = await seed(database.uri, sender, flags.waiting);

  const api = new ApiProcess(apiSettings);
  const startedAt = Date.now();
  await api.startAndWait(600_000);
  cleanUps.push(() => api.kill('SIGKILL'));
  const agent = agentClient(api.baseUrl, sender.agentId, sender.agentSecret);
  await agent.heartbeat();
  // The view of the queue is read at start: the first lease comes once it is in.
  let first;
  for (;;) {
    first = (await agent.lease()).items[0];
    if (first) break;
    await sleep(200);
  }
  await agent.report(first);
  const viewSeconds = (Date.now() - startedAt) / 1000;
  const rssAfterView = rssMiB(api.pid);
  log(`the API leases from its view of the queue ${viewSeconds.toFixed(1)} s after it started; RSS ${rssAfterView.toFixed(0)} MiB`);

  const latencies = [];
  let rssMax = rssAfterView;
  for (let index = 0; index < flags.leases; index += 1) {
    const started = process.hrtime.bigint();
    const [lease] = (await agent.lease()).items;
    latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (!lease) throw new Error('the queue ran dry');
    await agent.report(lease);
    if (index % 100 === 99) rssMax = Math.max(rssMax, rssMiB(api.pid));
  }
  const quarter = Math.max(1, Math.floor(latencies.length / 4));
  const summary = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `p50 ${fmt(percentile(sorted, 0.5), 2)} ms, p99 ${fmt(percentile(sorted, 0.99), 2)} ms`;
  };
  console.log(
    [
      '',
      '=== Queue memory: the API with a long queue and no agent running ===',
      `Set-up: ${flags.waiting} waiting messages (${flags['body-kb']} KiB bodies, one delivery each) seeded in ${seedSeconds.toFixed(0)} s into ${database.description}; API restarted on them (RELAY_WORKER_CONCURRENCY=0, no agent); then ${flags.leases} lease calls (max 1) and results over the agent protocol, one after the other`,
      `API RSS: ${rssAfterView.toFixed(0)} MiB once its view of the queue was read (${viewSeconds.toFixed(1)} s after start), at most ${rssMax.toFixed(0)} MiB while leasing`,
      `Lease call latency: all ${summary(latencies)}; first quarter ${summary(latencies.slice(0, quarter))}; last quarter ${summary(latencies.slice(-quarter))}`,
    ].join('\n'),
  );
  await cleanUps.undoAll();
}

cleanUps.run(main);
