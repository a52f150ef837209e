#!/usr/bin/env node
// API latency benchmark: seeds users, domains, delivery log entries and message-log entries
// straight into the database with the driver, starts the built API against it, seeds one customer
// account (through the API, its messages with the driver), and runs autocannon on the admin
// console's list, search, detail and report calls and on every call a customer-area screen makes
// on load. It prints figures; it does not assert timings.
//
//   node bench/api-latency.mjs [--size small|medium|full] [--users N] [--domains N] [--logs N]
//                              [--messages N] [--customer-messages 2000]
//                              [--log-days 90] [--duration 10] [--warmup 3] [--connections 10]
//                              [--timeout 120] [--slow 20] [--only name,name] [--profile]
//                              [--data-dir DIR] [--keep] [--expiry DAYS]
//
// Without MONGODB_URI it starts the embedded database (FerretDB on SQLite) in a temporary folder.
// With MONGODB_URI it seeds a fresh database (bench_latency_<time>) on that server and drops it at
// the end. --data-dir keeps the embedded database in DIR and reuses it when it already holds the
// same counts (seeding 1,000,000 entries takes minutes), so runs can be repeated. --expiry DAYS
// ends the run with one pass of the API's log expiry (LogExpiryService, from the build) at that
// retention over the seeded --log-days, and prints what it deleted from each collection and how long it took.
import { spawn, execFileSync } from 'node:child_process';
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { MongoClient, ObjectId } from 'mongodb';
import { startEmbeddedMongo } from '@platform/embedded-mongo';
import { freeSlotDocument, loadRollupKeys, RollupSeed } from './lib/rollup-seed.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const API_DIR = join(ROOT, 'apps/api');
const API_MAIN = join(API_DIR, 'dist/src/main.js');
const ADMIN_TOKEN = 'bench-admin-token-0123456789abcdef';
const SECRET_KEY = 'b'.repeat(64);
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 5_000;

const { values: opts } = parseArgs({
  options: {
    size: { type: 'string', default: 'full' },
    users: { type: 'string' },
    domains: { type: 'string' },
    logs: { type: 'string' },
    messages: { type: 'string' },
    'customer-messages': { type: 'string', default: '2000' },
    'log-days': { type: 'string', default: '90' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    timeout: { type: 'string', default: '120' },
    slow: { type: 'string', default: '20' },
    only: { type: 'string' },
    profile: { type: 'boolean', default: false },
    'data-dir': { type: 'string' },
    keep: { type: 'boolean', default: false },
    expiry: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (opts.help) {
  console.log(readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\n').slice(1, 17).join('\n').replace(/^\/\/ ?/gm, ''));
  process.exit(0);
}
// --size picks the counts; --users, --domains, --logs and --messages override one of them.
// messages: other accounts' entries in the message log (the customer Messages screen's collection).
const SIZES = {
  small: { users: 1_000, domains: 200, logs: 10_000, messages: 10_000 },
  medium: { users: 10_000, domains: 2_000, logs: 100_000, messages: 100_000 },
  full: { users: 100_000, domains: 20_000, logs: 1_000_000, messages: 1_000_000 },
};
if (!Object.hasOwn(SIZES, opts.size)) fail(`--size must be one of ${Object.keys(SIZES).join(', ')} (got "${opts.size}")`);
for (const [name, value] of Object.entries(SIZES[opts.size])) opts[name] ??= String(value);
const counts = {
  users: wholeNumber('users', 1),
  domains: wholeNumber('domains', 1),
  logs: wholeNumber('logs', 0),
  messages: wholeNumber('messages', 0),
};
const customerMessages = wholeNumber('customer-messages', 1);
const logDays = wholeNumber('log-days', 1);
const duration = wholeNumber('duration', 1);
const warmupSeconds = wholeNumber('warmup', 0);
const connections = wholeNumber('connections', 1);
const timeoutSeconds = wholeNumber('timeout', 1);
const slowSeconds = wholeNumber('slow', 1);

function wholeNumber(name, min) {
  const value = Number(opts[name]);
  if (!Number.isInteger(value) || value < min) fail(`--${name} must be a whole number >= ${min} (got "${opts[name]}")`);
  return value;
}

function fail(message) {
  console.error(`api-latency: ${message}`);
  process.exit(2);
}

const log = (message) => console.log(`[api-latency] ${message}`);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

// ---------------------------------------------------------------------------------------------
// Clean-up of everything this script started, also on Ctrl-C.
const cleanups = [];
let cleaningUp;
function cleanUp() {
  cleaningUp ??= (async () => {
    for (const task of cleanups.reverse()) {
      try {
        await task();
      } catch (error) {
        console.error(`api-latency: clean-up step failed: ${error.message}`);
      }
    }
  })();
  return cleaningUp;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void cleanUp().then(() => process.exit(130)));
}

// ---------------------------------------------------------------------------------------------
// Database: MONGODB_URI with a fresh database name, or the embedded FerretDB.
async function openDatabase() {
  if (process.env.MONGODB_URI) {
    const dbName = `bench_latency_${Date.now()}`;
    return { uri: withDatabaseName(process.env.MONGODB_URI, dbName), dbName, kind: 'MongoDB at MONGODB_URI', drop: true, reuse: false };
  }
  const dataDir = opts['data-dir'] ? resolve(opts['data-dir']) : mkdtempSync(join(tmpdir(), 'bench-api-latency-'));
  mkdirSync(dataDir, { recursive: true });
  if (!opts['data-dir'] && !opts.keep) cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const started = Date.now();
  const server = await startEmbeddedMongo({ dataDir: join(dataDir, 'db'), startTimeoutMs: 120_000 });
  cleanups.push(() => server.stop());
  log(`embedded FerretDB started in ${seconds(Date.now() - started)} (${dataDir})`);
  return { uri: `${server.uri}bench`, dbName: 'bench', kind: 'embedded FerretDB 1.24 (SQLite)', dataDir, drop: false, reuse: Boolean(opts['data-dir']) };
}

/** The URI with its path set to the database name, options kept (works for multi-host and +srv URIs). */
function withDatabaseName(uri, dbName) {
  const [base, query] = uri.split('?');
  const schemeEnd = base.indexOf('//') + 2;
  const slash = base.indexOf('/', schemeEnd);
  const hosts = slash === -1 ? base : base.slice(0, slash);
  return `${hosts}/${dbName}${query ? `?${query}` : ''}`;
}

// ---------------------------------------------------------------------------------------------
// Seeding, with the field shapes of the API's schemas (users/user.schema.ts, domains/domain.schema.ts,
// reports/delivery-log.schema.ts) as mongoose would store them (timestamps, __v).
const LOG_STATUS_WEIGHTS = [
  ['delivered', 0.85],
  ['bounced', 0.08],
  ['deferred', 0.05],
  ['failed', 0.02],
];

function makeRandom(seed) {
  // mulberry32: the same data on every run.
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** ObjectIds made from a fixed seed, so ids are known without reading them back. */
function seededObjectId(kind, index, createdAt) {
  const buffer = Buffer.alloc(12);
  buffer.writeUInt32BE(Math.floor(createdAt.getTime() / 1000), 0);
  buffer.writeUInt8(kind, 4);
  buffer.writeUIntBE(index, 5, 6);
  buffer.writeUInt8(0x42, 11);
  return new ObjectId(buffer);
}

/** When the i-th seeded user was created: a minute apart, the first 400 days ago. */
const userCreatedAt = (i, now) => new Date(now - 400 * DAY_MS + i * 60_000);
/** The i-th seeded user's _id, as every seeded document that names its owner and the measured calls derive it. */
const seededUserId = (i, now) => seededObjectId(1, i, userCreatedAt(i, now));

function userDoc(i, now) {
  const createdAt = userCreatedAt(i, now);
  const apiKey = `pk_bench_${i}`;
  return {
    _id: seededUserId(i, now),
    email: `user${i}@example.com`,
    firstName: `First${i}`,
    lastName: `Last${i % 5000}`,
    role: i % 1000 === 0 ? 'admin' : i % 997 === 0 ? 'support-readonly' : 'client',
    status: i % 10 === 0 ? 'inactive' : 'active',
    domain_limit: i % 3 === 0 ? 0 : 10,
    plan_type: i % 7 === 0 ? 'bulletproof' : 'normal',
    password_hash: `$argon2id$v=19$m=19456,t=2,p=1$${createHash('sha256').update(`salt${i}`).digest('base64').slice(0, 22)}$${createHash('sha256').update(`pw${i}`).digest('base64').slice(0, 43)}`,
    api_key_hash: createHash('sha256').update(apiKey).digest('hex'),
    api_key_sealed: `v1:${randomBytes(12).toString('base64')}:${randomBytes(56).toString('base64')}`,
    last_login: i % 4 === 0 ? null : new Date(now - (i % 30) * DAY_MS),
    createdAt,
    updatedAt: createdAt,
    __v: 0,
  };
}

/** Domain i belongs to user (i * 7919) mod users, so owners are spread over all users. */
const ownerOf = (i, users) => (i * 7919) % users;

function domainDoc(i, now, users, dkim) {
  const createdAt = new Date(now - 300 * DAY_MS + i * 600_000);
  const ownerIndex = ownerOf(i, users);
  const sendPlan = ['provider', 'byoip', 'bulletproof'][i % 3];
  return {
    _id: seededObjectId(2, i, createdAt),
    domain: `domain${i}.example.com`,
    user_id: seededUserId(ownerIndex, now),
    user_plan_id: null,
    send_plan: i % 10 === 9 ? '' : sendPlan,
    bulletproof_relay_id: null,
    dedicated_ips: sendPlan === 'byoip' ? [`198.51.100.${i % 250}`] : [],
    status: i % 20 === 0 ? 'inactive' : 'active',
    spf_verified: i % 2 === 0,
    dkim_verified: i % 2 === 0,
    dmarc_verified: i % 4 === 0,
    verified_at: i % 2 === 0 ? createdAt : null,
    dkim_selector: 's2024',
    dkim_private_key_sealed: dkim.sealedPrivateKey,
    dkim_public_key: dkim.publicKeyPem,
    plan_snapshot: i % 10 === 9 ? null : { plan_code: `plan-${sendPlan}`, plan_category: sendPlan },
    createdAt,
    updatedAt: createdAt,
    __v: 0,
  };
}

/** One SMTP account on each domain, its owner's, as the admin console creates them (smtp-accounts/smtp-account.schema.ts). */
function smtpAccountDoc(i, now, users) {
  const createdAt = new Date(now - 300 * DAY_MS + i * 600_000 + 60_000);
  const ownerIndex = ownerOf(i, users);
  return {
    _id: seededObjectId(3, i, createdAt),
    email: `postmaster@domain${i}.example.com`,
    domain: `domain${i}.example.com`,
    user_id: seededUserId(ownerIndex, now),
    quota: 0,
    status: 'active',
    // The benchmarked calls never check it.
    password_hash: '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2g$YmVuY2g',
    createdAt,
    updatedAt: createdAt,
    __v: 0,
  };
}

function logDoc(i, now, random, domainCount, users) {
  // Busy senders send more: domain index skewed towards low numbers.
  const domainIndex = Math.floor(domainCount * random() ** 3);
  const ownerIndex = ownerOf(domainIndex, users);
  let pick = random();
  let status = 'delivered';
  for (const [name, weight] of LOG_STATUS_WEIGHTS) {
    if (pick < weight) {
      status = name;
      break;
    }
    pick -= weight;
  }
  const responses = {
    delivered: '250 2.0.0 OK queued as 4Xy1Zk',
    bounced: '550 5.1.1 The email account that you tried to reach does not exist',
    deferred: '421 4.7.0 Try again later, closing connection',
    failed: 'connect ECONNREFUSED 192.0.2.10:25',
  };
  const doc = {
    message_id: `<${i.toString(36)}.${Math.floor(random() * 1e12).toString(36)}@domain${domainIndex}.example.com>`,
    from: `news@domain${domainIndex}.example.com`,
    to: `rcpt${Math.floor(random() * 5_000_000)}@${['gmail.com', 'outlook.com', 'yahoo.com', 'example.net'][i % 4]}`,
    status,
    response: responses[status],
    source_ip: status === 'failed' ? null : `203.0.113.${1 + (i % 200)}`,
    agent_hostname: status === 'failed' ? null : `agent-${1 + (i % 8)}.example.net`,
    domain: `domain${domainIndex}.example.com`,
    user_id: seededUserId(ownerIndex, now),
    created_at: new Date(now - random() * logDays * DAY_MS),
    __v: 0,
  };
  // As the queue writes it: the recipient search reads this lower-case copy.
  return { ...doc, to_lower: doc.to.toLowerCase() };
}

/** Another account's message in the message log (message-log/message-log.schema.ts), delivered to its recipients. */
function messageDoc(i, now, random, domainCount, users) {
  const domainIndex = Math.floor(domainCount * random() ** 3);
  const ownerIndex = ownerOf(domainIndex, users);
  const createdAt = new Date(now - random() * logDays * DAY_MS);
  const to = `rcpt${Math.floor(random() * 5_000_000)}@${['gmail.com', 'outlook.com', 'yahoo.com', 'example.net'][i % 4]}`;
  return {
    _id: seededObjectId(3, i, createdAt),
    user_id: seededUserId(ownerIndex, now),
    domain: `domain${domainIndex}.example.com`,
    message_id: `<m${i.toString(36)}@domain${domainIndex}.example.com>`,
    source: i % 3 === 0 ? 'smtp' : 'http',
    envelope_from: `news@domain${domainIndex}.example.com`,
    from: `News <news@domain${domainIndex}.example.com>`,
    subject: `Newsletter ${i % 500}`,
    recipients: [to],
    headers: [{ name: 'Subject', value: `Newsletter ${i % 500}` }, { name: 'To', value: to }],
    deliveries: { [seededObjectId(4, i, createdAt).toHexString()]: [{ address: to, status: 'delivered', last_response: '250 2.0.0 OK' }] },
    status: 'delivered',
    revision: 1,
    event_ids: [],
    created_at: createdAt,
    updated_at: createdAt,
    __v: 0,
  };
}

/**
 * Each message's place in its owner's message sequence (apps/api/src/message-log/account-message-sequence.ts):
 * 1, 2, 3... per owner in created_at order, as the API gives them on acceptance, and how many
 * each owner has. `makeDoc` must make the same documents on every call (a fresh seeded random each time).
 */
function sequencePlaces(total, makeDoc) {
  const owners = new Array(total);
  const times = new Float64Array(total);
  for (let i = 0; i < total; i++) {
    const doc = makeDoc(i);
    owners[i] = doc.user_id.toHexString();
    times[i] = doc.created_at.getTime();
  }
  const order = Array.from({ length: total }, (_, i) => i).sort((a, b) => (owners[a] < owners[b] ? -1 : owners[a] > owners[b] ? 1 : times[a] - times[b] || a - b));
  const places = new Int32Array(total);
  const perOwner = new Map();
  let previous = null;
  let n = 0;
  for (const i of order) {
    n = owners[i] === previous ? n + 1 : 1;
    previous = owners[i];
    places[i] = n;
    perOwner.set(owners[i], n);
  }
  return { places, perOwner };
}

/** A message's pointer in its owner's sequence (message-log/account-message-sequence.schema.ts), from its log entry. */
function sequencePointer(entry) {
  return { _id: `${entry.user_id.toHexString()}:${entry.seq}`, message: entry._id, created_at: entry.created_at, domain: entry.domain, subject: entry.subject, recipients: entry.recipients };
}

const SEQUENCE_BLOCK_SIZE = 100;

/**
 * The copies of every complete block of 100 places (MessageSequenceBlockRecord), as the API
 * writes them once a block's last place is taken: `entries` are log entries with their `seq`.
 */
function sequenceBlocks(entries) {
  const blocks = new Map();
  for (const entry of entries) {
    const block = Math.floor((entry.seq - 1) / SEQUENCE_BLOCK_SIZE);
    const id = `${entry.user_id.toHexString()}:block:${block}`;
    if (!blocks.has(id)) blocks.set(id, { _id: id, pointers: [] });
    const { _id, ...pointer } = sequencePointer(entry);
    blocks.get(id).pointers.push({ n: entry.seq, ...pointer });
  }
  return [...blocks.values()].filter((block) => block.pointers.length === SEQUENCE_BLOCK_SIZE).map((block) => ({ ...block, pointers: block.pointers.sort((a, b) => a.n - b.n) }));
}

async function insertInBatches(collection, total, makeDoc, label) {
  const started = Date.now();
  let lastReport = started;
  let pending;
  for (let from = 0; from < total; from += BATCH) {
    const batch = [];
    for (let i = from; i < Math.min(total, from + BATCH); i++) batch.push(makeDoc(i));
    // Build the next batch while the previous one is written.
    await pending;
    pending = collection.insertMany(batch, { ordered: false });
    if (Date.now() - lastReport > 15_000) {
      lastReport = Date.now();
      log(`  ${label}: ${from.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} after ${seconds(Date.now() - started)}`);
    }
  }
  await pending;
  const ms = Date.now() - started;
  log(`  ${label}: ${total.toLocaleString('en-US')} inserted in ${seconds(ms)} (${Math.round(total / (ms / 1000)).toLocaleString('en-US')}/s)`);
  return ms;
}

/** The indexes the API declares (mongoose autoIndex), read from the built schemas. */
async function apiIndexes() {
  const requireFromApi = createRequire(join(API_DIR, 'package.json'));
  requireFromApi('reflect-metadata');
  const load = async (file, name) => (await import(join(API_DIR, 'dist/src', file)))[name].indexes();
  return {
    users: await load('users/user.schema.js', 'UserSchema'),
    domains: await load('domains/domain.schema.js', 'DomainSchema'),
    smtp_accounts: await load('smtp-accounts/smtp-account.schema.js', 'SmtpAccountSchema'),
    delivery_logs: await load('reports/delivery-log.schema.js', 'DeliveryLogSchema'),
    message_log: await load('message-log/message-log.schema.js', 'MessageLogSchema'),
    message_events: await load('message-log/message-event.schema.js', 'MessageEventSchema'),
    rollups: await load('rollups/rollup.schema.js', 'RollupSchema'),
  };
}

/** Raised when what is seeded changes, so that a --data-dir seeded before is seeded again. 3: rollup rows and the message sequence; 4: an SMTP account on each domain. */
const SEED_FORMAT = 4;

async function seed(db, now) {
  const timings = {};
  const existing = await db.collection('bench_meta').findOne({ _id: 'seed' });
  if (existing && existing.format === SEED_FORMAT && existing.users === counts.users && existing.domains === counts.domains && existing.logs === counts.logs && existing.messages === counts.messages && existing.logDays === logDays) {
    log(`reusing the seeded database (seeded ${existing.seededAt.toISOString()})`);
    return { reused: true, now: existing.now.getTime(), timings: existing.timings };
  }
  for (const name of ['users', 'domains', 'delivery_logs', 'message_log', 'message_events', 'message_sequence', 'message_sequence_blocks', 'message_sequence_marks', 'rollups', 'rollup_slots', 'rollup_slot_claims', 'smtp_accounts', 'domain_owners', 'owner_registry', 'backfills', 'bench_meta']) {
    await db.collection(name).drop().catch(() => undefined);
  }

  log(`seeding ${counts.users} users, ${counts.domains} domains, ${counts.logs} log entries, ${counts.messages} message-log entries (batches of ${BATCH})`);
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const dkim = {
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }),
    // Same length as a sealed PKCS#8 key; the benchmarked calls never open it.
    sealedPrivateKey: `v1:${randomBytes(12).toString('base64')}:${Buffer.from(privateKey.export({ type: 'pkcs8', format: 'pem' })).toString('base64')}`,
  };
  const random = makeRandom(20240601);
  const seedStarted = Date.now();
  timings.users = await insertInBatches(db.collection('users'), counts.users, (i) => userDoc(i, now), 'users');
  timings.domains = await insertInBatches(db.collection('domains'), counts.domains, (i) => domainDoc(i, now, counts.users, dkim), 'domains');
  timings.smtpAccounts = await insertInBatches(db.collection('smtp_accounts'), counts.domains, (i) => smtpAccountDoc(i, now, counts.users), 'smtp_accounts');
  // The rollups of what is seeded, as the API counts events: each log entry is an attempt's
  // outcome, each message-log entry an accepted message.
  const rollups = new RollupSeed(await loadRollupKeys(API_DIR));
  const counted = (doc, type) => (rollups.add({ type, user_id: doc.user_id, created_at: doc.created_at }), doc);
  timings.logs = await insertInBatches(db.collection('delivery_logs'), counts.logs, (i) => {
    const doc = logDoc(i, now, random, counts.domains, counts.users);
    return counted(doc, doc.status);
  }, 'delivery_logs');
  // The same documents four times over: for their places, for the log, for the pointers, for the block copies.
  const messages = () => {
    const messageRandom = makeRandom(20241123);
    return (i) => messageDoc(i, now, messageRandom, counts.domains, counts.users);
  };
  const { places, perOwner } = sequencePlaces(counts.messages, messages());
  const messageWithPlace = (makeDoc) => (i) => ({ ...makeDoc(i), seq: places[i] });
  const messageStarted = Date.now();
  const makeLogEntry = messageWithPlace(messages());
  await insertInBatches(db.collection('message_log'), counts.messages, (i) => counted(makeLogEntry(i), 'accepted'), 'message_log');
  const makeEntry = messageWithPlace(messages());
  await insertInBatches(db.collection('message_sequence'), counts.messages, (i) => sequencePointer(makeEntry(i)), 'message_sequence');
  // Only the owners' complete blocks are held in memory.
  const makeBlockEntry = messageWithPlace(messages());
  const inCompleteBlocks = [];
  for (let i = 0; i < counts.messages; i++) {
    const entry = makeBlockEntry(i);
    if (Math.ceil(entry.seq / SEQUENCE_BLOCK_SIZE) * SEQUENCE_BLOCK_SIZE <= perOwner.get(entry.user_id.toHexString())) inCompleteBlocks.push(entry);
  }
  const blocks = sequenceBlocks(inCompleteBlocks);
  for (let from = 0; from < blocks.length; from += 100) await db.collection('message_sequence_blocks').insertMany(blocks.slice(from, from + 100), { ordered: false });
  log(`  message_sequence_blocks: ${blocks.length} complete blocks of 100 places copied`);
  timings.messages = Date.now() - messageStarted;
  const rollupsStarted = Date.now();
  const rollupRows = await rollups.insertInto(db.collection('rollups'));
  await db.collection('rollup_slots').insertOne(freeSlotDocument(rollups.slot));
  timings.rollups = Date.now() - rollupsStarted;
  log(`  rollups: ${rollupRows.toLocaleString('en-US')} documents of ${rollups.events.toLocaleString('en-US')} events in ${seconds(timings.rollups)}`);

  const indexStarted = Date.now();
  const indexes = await apiIndexes();
  for (const [collection, specs] of Object.entries(indexes)) {
    for (const [key, options] of specs) {
      const started = Date.now();
      await db.collection(collection).createIndex(key, options);
      log(`  index ${collection} ${JSON.stringify(key)}${options.unique ? ' unique' : ''}: ${seconds(Date.now() - started)}`);
    }
  }
  timings.indexes = Date.now() - indexStarted;
  // Every seeded log entry has its to_lower: the API's one-time fill of older entries has nothing to do.
  await db.collection('backfills').updateOne({ _id: 'delivery_logs.to_lower' }, { $set: { done_at: new Date() } }, { upsert: true });
  timings.total = Date.now() - seedStarted;
  log(`seeded in ${seconds(timings.total)} (indexes ${seconds(timings.indexes)})`);
  await db.collection('bench_meta').insertOne({ _id: 'seed', format: SEED_FORMAT, ...counts, logDays, now: new Date(now), seededAt: new Date(), timings });
  return { reused: false, now, timings };
}

// ---------------------------------------------------------------------------------------------
// The API as a child process.
function ensureApiBuilt() {
  if (existsSync(API_MAIN)) return;
  log('apps/api/dist is missing: building it (npx tsc -p tsconfig.build.json)');
  execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: API_DIR, stdio: 'inherit' });
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

async function startApi(uri, workDir) {
  const port = await freePort();
  const dataDir = join(workDir, 'api-data');
  mkdirSync(dataDir, { recursive: true });
  const logFile = join(workDir, 'api.log');
  const output = openSync(logFile, 'w');
  const child = spawn(process.execPath, [API_MAIN], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      MONGODB_URI: uri,
      DATA_DIR: dataDir,
      ADMIN_TOKEN,
      SECRET_KEY,
      SMTP_SUBMISSION_PORT: '-1',
      INBOUND_SMTP_PORT: '-1',
      RELAY_WORKER_CONCURRENCY: '0',
      BACKUP_INTERVAL_HOURS: '0',
      // The seeded domains are in no DNS: a round of re-checks a minute would read the whole collection beside the measured calls.
      DOMAIN_RECHECK_MINUTES: '0',
    },
    stdio: ['ignore', output, output],
  });
  let exited = null;
  child.once('exit', (code, signal) => (exited = signal ?? code));
  cleanups.push(async () => {
    if (exited !== null) return;
    const gone = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await gone;
    clearTimeout(force);
  });

  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (Date.now() - started < 180_000) {
    if (exited !== null) throw new Error(`the API exited (${exited}) before it was healthy; its output:\n${tail(logFile)}`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) {
        log(`API healthy on port ${port} after ${seconds(Date.now() - started)} (log: ${logFile})`);
        return { base, pid: child.pid, logFile, adminSession: await openAdminSession(base) };
      }
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`the API did not answer /api/health within 180 s; its output:\n${tail(logFile)}`);
}

/** The master admin token only opens sessions: every measured call carries the session. */
async function openAdminSession(base) {
  const response = await fetch(`${base}/api/admin/sessions`, { method: 'POST', headers: { 'x-admin-token': ADMIN_TOKEN } });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`POST /api/admin/sessions answered ${response.status}: ${text}`);
  return JSON.parse(text).admin_token;
}

function tail(file) {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-40).join('\n');
  } catch {
    return '(no output)';
  }
}

// ---------------------------------------------------------------------------------------------
// The customer account: made through the API (user, login, domains, SMTP credentials, API keys,
// suppressions, webhook endpoints), its messages written with the driver as MessageLogService
// writes them (message_log entry, an accepted event, one attempt event per recipient whose _id is
// its delivery_logs entry's). A new account per run (its own e-mail and domain names), so a
// database kept with --data-dir can be reused.
const CUSTOMER_DOMAINS = 5;
const CUSTOMER_API_KEYS = 3;
const CUSTOMER_SUPPRESSIONS = 100;
const CUSTOMER_WEBHOOKS = 2;

async function apiCall(api, method, path, headers, body) {
  const response = await fetch(api.base + path, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return { json: text ? JSON.parse(text) : null, response };
}

async function seedCustomer(api, db, now) {
  const started = Date.now();
  // From the clock, not the seed's time: a reused --data-dir database already has the earlier runs' customers.
  const tag = Date.now().toString(36);
  const email = `customer-${tag}@bench-customer.example`;
  const password = 'bench-customer-password-1';
  const admin = { 'x-admin-token': api.adminSession };
  const { json: user } = await apiCall(api, 'POST', '/api/admin/users', admin, { email, password, firstName: 'Bench', lastName: 'Customer', domain_limit: CUSTOMER_DOMAINS + 5 });
  const { json: login, response } = await apiCall(api, 'POST', '/api/login', {}, { email, password });
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).find((pair) => pair.startsWith('customer_session='));
  if (!cookie) throw new Error('POST /api/login set no customer_session cookie');
  // As the console sends it: the cookie, and the header that cookie-authenticated requests need (CSRF_HEADER).
  const session = { cookie, 'x-requested-with': 'platform-console' };
  const userId = new ObjectId(login.user?._id ?? user._id ?? user.user?._id);

  const domains = [];
  for (let k = 0; k < CUSTOMER_DOMAINS; k++) {
    const { json } = await apiCall(api, 'POST', '/api/v1/domains', session, { domain: `mail${k}-${tag}.bench-customer.example` });
    domains.push({ id: json.domain._id, name: json.domain.domain });
    await apiCall(api, 'POST', '/api/v1/smtp-credentials', session, { email: `app@${json.domain.domain}` });
  }
  for (let k = 0; k < CUSTOMER_API_KEYS; k++) {
    await apiCall(api, 'POST', '/api/v1/api-keys', session, { name: `Key ${k}`, scope: k === 0 ? 'full' : 'sending', ...(k === 2 ? { domain_id: domains[0].id } : {}) });
  }
  for (let k = 0; k < CUSTOMER_SUPPRESSIONS; k++) {
    await apiCall(api, 'POST', '/api/v1/suppressions', session, { address: `gone${k}@example.org`, reason: 'Hard bounce' });
  }
  let webhooks = 0;
  let webhooksByDriver = 0;
  for (let k = 0; k < CUSTOMER_WEBHOOKS; k++) {
    try {
      await apiCall(api, 'POST', '/api/v1/webhooks', session, { url: `https://hooks${k}.bench-customer.example/events`, event_types: ['message.delivered', 'message.bounced'] });
      webhooks++;
    } catch (error) {
      // The API resolves the endpoint's host (loopback and private targets are refused); with no
      // resolver the endpoint is written as webhooks/webhook-endpoint.schema.ts stores it.
      log(`  webhook endpoint ${k} written with the driver: the API refused it (${error.message.slice(0, 160)})`);
      const at = new Date(now - (k + 1) * DAY_MS);
      await db.collection('webhook_endpoints').insertOne({
        user_id: userId, url: `https://hooks${k}.bench-customer.example/events`, description: `Endpoint ${k}`,
        event_types: ['message.delivered', 'message.bounced'], enabled: true, disabled_reason: null,
        secret_sealed: `v1:${randomBytes(12).toString('base64')}:${randomBytes(48).toString('base64')}`, secret_prefix: 'whsec_bench',
        previous_secret_sealed: null, previous_secret_expires_at: null, consecutive_failures: 0, failing_since: null,
        created_at: at, updated_at: at, __v: 0,
      });
      webhooks++;
      webhooksByDriver++;
    }
  }

  // Messages over the last 30 days, 1-3 recipients each, as the queue and the agent would leave them.
  const random = makeRandom(7);
  const eventId = (messageHex, kind) => createHash('sha256').update(`${messageHex}:${kind}`).digest('hex').slice(0, 24);
  const messageIds = [];
  const recipientOf = (k) => `reader${k}@${['gmail.com', 'outlook.com', 'example.net'][k % 3]}`;
  const outcomes = [
    ['delivered', '250 2.0.0 OK queued as 4Xy1Zk'],
    ['delivered', '250 2.0.0 OK queued as 9Ab2Cd'],
    ['delivered', '250 2.0.0 OK'],
    ['bounced', '550 5.1.1 The email account that you tried to reach does not exist'],
  ];
  const customerRollups = new RollupSeed(await loadRollupKeys(API_DIR));
  const entries = [];
  const events = [];
  const logs = [];
  for (let i = 0; i < customerMessages; i++) {
    const createdAt = new Date(now - random() * 30 * DAY_MS);
    const id = new ObjectId();
    const domain = domains[i % domains.length].name;
    const recipients = Array.from({ length: 1 + (i % 3) }, (_, r) => recipientOf((i * 7 + r * 1013) % 20_000));
    const deliveryId = new ObjectId().toHexString();
    const accepted = eventId(id.toHexString(), 'accepted');
    const eventIds = [accepted];
    events.push({ _id: accepted, message: id, user_id: userId, type: 'accepted', recipient: null, response: '', attempt: null, source_ip: null, agent_hostname: null, created_at: createdAt, __v: 0 });
    const states = recipients.map((address, r) => {
      const [status, responseText] = outcomes[(i + r) % outcomes.length];
      const at = new Date(createdAt.getTime() + 2_000 + r * 100);
      const logId = new ObjectId();
      eventIds.push(logId.toHexString());
      events.push({ _id: logId.toHexString(), message: id, user_id: userId, type: status, recipient: address, response: responseText, attempt: 1, source_ip: '203.0.113.7', agent_hostname: 'agent-1.example.net', created_at: at, __v: 0 });
      logs.push({ _id: logId, message_id: `<c${i}.${tag}@${domain}>`, from: `hello@${domain}`, to: address, to_lower: address.toLowerCase(), status, response: responseText, source_ip: '203.0.113.7', agent_hostname: 'agent-1.example.net', domain, user_id: userId, created_at: at, __v: 0 });
      return { address, status, last_response: responseText };
    });
    const delivered = states.filter((state) => state.status === 'delivered').length;
    const subject = `Order ${10_000 + i} confirmed`;
    entries.push({
      _id: id,
      user_id: userId,
      domain,
      message_id: `<c${i}.${tag}@${domain}>`,
      source: i % 2 ? 'smtp' : 'http',
      envelope_from: `hello@${domain}`,
      from: `Shop <hello@${domain}>`,
      subject,
      recipients,
      headers: [
        { name: 'From', value: `Shop <hello@${domain}>` },
        { name: 'To', value: recipients.join(', ') },
        { name: 'Subject', value: subject },
        { name: 'Message-ID', value: `<c${i}.${tag}@${domain}>` },
        { name: 'Date', value: createdAt.toUTCString() },
      ],
      deliveries: { [deliveryId]: states },
      status: delivered === states.length ? 'delivered' : delivered > 0 ? 'partially_delivered' : 'bounced',
      revision: 1,
      event_ids: eventIds,
      created_at: createdAt,
      updated_at: createdAt,
      __v: 0,
    });
    if (messageIds.length < 50 && i % 7 === 0) messageIds.push(id.toHexString());
  }
  // Places 1, 2, 3... in acceptance (created_at) order, each entry with its pointer, as MessageLogService.recordAccepted writes them.
  [...entries].sort((a, b) => a.created_at - b.created_at).forEach((entry, index) => (entry.seq = index + 1));
  for (let from = 0; from < customerMessages; from += BATCH) {
    const batch = entries.slice(from, from + BATCH);
    await db.collection('message_sequence').insertMany(batch.map(sequencePointer), { ordered: false });
    await db.collection('message_log').insertMany(batch, { ordered: false });
  }
  const blocks = sequenceBlocks(entries);
  if (blocks.length) await db.collection('message_sequence_blocks').insertMany(blocks, { ordered: false });
  const stamped = events.map((event) => ({ ...event, rollup_slot: customerRollups.slot }));
  for (let from = 0; from < stamped.length; from += BATCH) await db.collection('message_events').insertMany(stamped.slice(from, from + BATCH), { ordered: false });
  for (let from = 0; from < logs.length; from += BATCH) await db.collection('delivery_logs').insertMany(logs.slice(from, from + BATCH), { ordered: false });
  // Added to the seeded slot's rows, which the API holds but never writes for this new account.
  for (const event of events) customerRollups.add(event);
  log(`  customer messages written; adding their rollup rows`);
  await customerRollups.incrementInto(db.collection('rollups'));
  const ms = Date.now() - started;
  log(`customer ${email}: ${domains.length} domains, ${domains.length} SMTP credentials, ${CUSTOMER_API_KEYS} API keys, ${CUSTOMER_SUPPRESSIONS} suppressions, ${webhooks} webhook endpoints (through the API), ${customerMessages} messages with their events and log entries (driver) in ${seconds(ms)}`);
  return { session, domainIds: domains.map((domain) => domain.id), messageIds, searchRecipient: recipientOf(1234).split('@')[0], webhooks, webhooksByDriver, ms };
}

/**
 * Waits for one of the API's one-time fills at its first start on a seeded database (its marker
 * in `backfills`): until the users' domain registry is filled, the user detail reads domains by owner.
 */
async function waitForFill(db, name) {
  const started = Date.now();
  while (!(await db.collection('backfills').findOne({ _id: name }))) {
    if (Date.now() - started > 30 * 60_000) throw new Error(`the API's one-time fill ${name} did not finish within 30 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  if (Date.now() - started > 1_000) log(`the API's one-time fill ${name} finished after ${seconds(Date.now() - started)}`);
}

// ---------------------------------------------------------------------------------------------
// The calls and the load.
function calls(now, customer) {
  const userIds = Array.from({ length: 50 }, (_, k) => {
    const index = ownerOf(k * 37, counts.users); // owners of busy (low-numbered) domains
    return seededUserId(index, now).toHexString();
  });
  const domainIds = Array.from({ length: 50 }, (_, k) => {
    const index = (k * 389) % counts.domains;
    return seededObjectId(2, index, new Date(now - 300 * DAY_MS + index * 600_000)).toHexString();
  });
  const day = (offset) => new Date(now - offset * DAY_MS).toISOString().slice(0, 10);
  const searchUser = `user${Math.min(12345, counts.users - 1)}`;
  const searchDomain = `domain${Math.min(1234, counts.domains - 1)}`;
  // A call that times out leaves its queries running in the database, which slows every call
  // measured after it: the calls that read by _id and from rollups first, the lists, searches and
  // log pages (which read a whole collection on the embedded database) last.
  return [
    { name: 'domain detail', paths: domainIds.map((id) => `/api/admin/domains/${id}`) },
    { name: 'user detail', paths: userIds.map((id) => `/api/admin/users/${id}`) },
    // The dashboard's figures as the console asks for them (apps/web/src/features/dashboard): the
    // 7-day summary between local midnights, and each count tile's one-item page, in turn.
    { name: 'dashboard', paths: dashboardPaths(now) },
    { name: 'reports summary 7d', path: '/api/admin/reports/summary' },
    { name: 'reports summary 30d', path: `/api/admin/reports/summary?date_from=${day(29)}&date_to=${day(0)}` },
    // The customer area's screens on load, with the customer's session cookie (as the browser sends it).
    ...(customer ? customerCalls(customer) : []),
    { name: 'domains list', path: '/api/admin/domains?page=1&limit=20' },
    { name: 'domains search', path: `/api/admin/domains?search=${searchDomain}` },
    { name: 'users list', path: '/api/admin/users?page=1&limit=100' },
    { name: 'users search', path: `/api/admin/users?q=${searchUser}` },
    { name: 'reports logs', path: '/api/admin/reports/logs?page=1&limit=10' },
  ];
}

/** The dashboard's calls on load, but its recent-activity table (the first page of `reports logs`, measured as that). */
function dashboardPaths(now) {
  const today = new Date(now);
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6);
  const to = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1, 0, 0, 0, -1);
  return [
    `/api/admin/reports/summary?date_from=${encodeURIComponent(from.toISOString())}&date_to=${encodeURIComponent(to.toISOString())}`,
    '/api/admin/users?limit=1',
    '/api/admin/domains?limit=1',
    '/api/admin/smtp-accounts?limit=1',
    '/api/admin/agents?limit=1',
    '/api/admin/agents?status=online&limit=1',
    '/api/admin/agents?status=offline&limit=1',
  ];
}

/** Every call a customer-area screen makes on load (apps/web/src/account), as the customer's session. */
function customerCalls(customer) {
  const headers = customer.session;
  return [
    { name: 'v1 account', path: '/api/v1/account' },
    { name: 'v1 overview', path: '/api/v1/account/overview' },
    { name: 'v1 domains', path: '/api/v1/domains?page=1&limit=20' },
    { name: 'v1 domain detail', paths: customer.domainIds.map((id) => `/api/v1/domains/${id}`) },
    { name: 'v1 smtp credentials', path: '/api/v1/smtp-credentials?page=1&limit=20' },
    { name: 'v1 api keys', path: '/api/v1/api-keys?page=1&limit=20' },
    { name: 'v1 messages', path: '/api/v1/messages?page=1&limit=20' },
    { name: 'v1 messages search', path: `/api/v1/messages?page=1&limit=20&recipient=${customer.searchRecipient}` },
    { name: 'v1 message detail', paths: customer.messageIds.map((id) => `/api/v1/messages/${id}`) },
    { name: 'v1 suppressions', path: '/api/v1/suppressions?page=1&limit=20' },
    { name: 'v1 webhooks', path: '/api/v1/webhooks?page=1&limit=20' },
  ].map((call) => ({ ...call, headers }));
}

/**
 * One request of each of the call's paths, in turn; the slowest answers for them. A path's first
 * request may fill what every later one reads (a count tile's newest record, on the first start
 * after seeding, since the seeder writes past the services), so the calls are probed twice: the
 * first pass is reported (1st ms), the second chooses the load.
 */
async function probe(api, call) {
  let slowest = null;
  for (const path of call.paths ?? [call.path]) {
    const answer = await probePath(api, call, path);
    // A timeout (status 0) or an error answers for the call at once.
    if (answer.status !== 200) return answer;
    if (!slowest || answer.ms > slowest.ms) slowest = answer;
  }
  return slowest;
}

async function probePath(api, call, path) {
  const started = performance.now();
  try {
    const response = await fetch(api.base + path, {
      headers: call.headers ?? { 'x-admin-token': api.adminSession },
      signal: AbortSignal.timeout(timeoutSeconds * 1000),
    });
    const body = await response.text();
    return { status: response.status, ms: performance.now() - started, bytes: body.length, body };
  } catch (error) {
    if (error.name !== 'TimeoutError') throw error;
    return { status: 0, ms: performance.now() - started, bytes: 0, body: '', timedOut: true };
  }
}

function runAutocannon(api, call, { amount, seconds = duration } = {}) {
  let next = 0;
  const requests = call.paths
    ? [{ setupRequest: (request) => ({ ...request, path: call.paths[next++ % call.paths.length] }) }]
    : undefined;
  return new Promise((done, reject) => {
    const instance = autocannon(
      {
        url: api.base + (call.path ?? call.paths[0]),
        headers: call.headers ?? { 'x-admin-token': api.adminSession },
        connections,
        ...(amount ? { amount } : { duration: seconds }),
        timeout: timeoutSeconds,
        requests,
      },
      (error, result) => (error ? reject(error) : done(result)),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

/**
 * The probe first: each path once, twice over (see probe). Then, by how long the second pass took:
 * - at most a fifth of --duration: autocannon for --duration seconds on --connections connections;
 * - at most --slow seconds: autocannon with one request per connection (--connections at once),
 *   all waited for, since such a call could not finish within --duration on every connection;
 * - slower: the probe alone is reported (load would only queue up behind it for minutes).
 * A probe that takes longer than --timeout is abandoned and reported as a timeout.
 */
async function measure(api, call) {
  const first = await probe(api, call);
  const base_ = { name: call.name, firstMs: first.ms, firstStatus: first.status, bytes: first.bytes };
  if (first.timedOut) {
    return { ...base_, mode: 'timed out', rps: 0, p50: `>${timeoutSeconds * 1000}`, p99: `>${timeoutSeconds * 1000}`, max: `>${timeoutSeconds * 1000}`, completed: 0, non2xx: 0, errors: 0, timeouts: 1 };
  }
  if (first.status !== 200) {
    log(`  ${call.name}: first request answered ${first.status}: ${first.body.slice(0, 300)}`);
  }
  const firstNon2xx = first.status >= 200 && first.status < 300 ? 0 : 1;
  if (first.ms > slowSeconds * 1000) {
    const ms = Math.round(first.ms);
    return { ...base_, mode: '1 req', rps: 1000 / first.ms, p50: ms, p99: ms, max: ms, completed: 1, non2xx: firstNon2xx, errors: 0, timeouts: 0 };
  }
  const again = first.status === 200 ? await probe(api, call) : first;
  const fixed = again.ms > (duration * 1000) / 5;
  // The same load, unmeasured, first: a server that has just started (or just served another call)
  // has not compiled this call's code or cached its pages yet, and its first seconds are not its
  // steady state.
  if (!fixed && warmupSeconds > 0) await runAutocannon(api, call, { seconds: warmupSeconds });
  const started = Date.now();
  const result = await runAutocannon(api, call, fixed ? { amount: connections } : {});
  const elapsed = (Date.now() - started) / 1000;
  // No request answered: autocannon's latencies are then zeros. Each took longer than the load
  // lasted (or than --timeout, for requests all waited for).
  const unanswered = result.requests.total === 0 ? `>${(fixed ? timeoutSeconds : duration) * 1000}` : null;
  return {
    ...base_,
    mode: fixed ? `${connections} req` : `${duration} s`,
    rps: fixed ? result.requests.total / elapsed : result.requests.average,
    p50: unanswered ?? result.latency.p50,
    p99: unanswered ?? result.latency.p99,
    max: unanswered ?? result.latency.max,
    completed: result.requests.total,
    non2xx: result.non2xx + firstNon2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

// ---------------------------------------------------------------------------------------------
// Profile: the queries behind the calls, timed straight against the database, and their plans.
async function profile(db, now) {
  const logs = db.collection('delivery_logs');
  const users = db.collection('users');
  const domains = db.collection('domains');
  const userId = seededUserId(ownerOf(0, counts.users), now);
  const dayStart = new Date(Math.floor(now / DAY_MS) * DAY_MS - DAY_MS);
  const time = async (label, run) => {
    const started = performance.now();
    const result = await run();
    const ms = performance.now() - started;
    console.log(`  ${label.padEnd(64)} ${ms.toFixed(0).padStart(7)} ms  -> ${typeof result === 'number' ? result : Array.isArray(result) ? `${result.length} rows` : JSON.stringify(result).slice(0, 60)}`);
    return ms;
  };
  console.log('\nProfile: the queries behind the calls, one at a time, straight on the database');
  await time('users.find({}).sort({createdAt:-1,_id:-1}).limit(100)', () => users.find({}).sort({ createdAt: -1, _id: -1 }).limit(100).toArray());
  await time('users.countDocuments({})', () => users.countDocuments({}));
  await time('users.estimatedDocumentCount()', () => users.estimatedDocumentCount());
  await time('users.find({_id}) (detail)', () => users.find({ _id: userId }).toArray());
  await time('domains.find({user_id}) (user detail stats)', () => domains.find({ user_id: userId }).toArray());
  await time('delivery_logs.countDocuments({user_id}) (user detail stats)', () => logs.countDocuments({ user_id: userId }));
  await time('delivery_logs.countDocuments({user_id, created_at>=30d})', () => logs.countDocuments({ user_id: userId, created_at: { $gte: new Date(now - 30 * DAY_MS) } }));
  await time('delivery_logs aggregate one day {$match created_at, $group status}', () =>
    logs.aggregate([{ $match: { created_at: { $gte: dayStart, $lt: new Date(dayStart.getTime() + DAY_MS) } } }, { $group: { _id: '$status', count: { $sum: 1 } } }]).toArray());
  // The summary as ReportsService does it (one aggregate per UTC day, all at once) against one
  // query over the whole range whose rows are counted per day in Node.
  const dayAggregates = (days) => {
    const first = Math.floor(now / DAY_MS) * DAY_MS - (days - 1) * DAY_MS;
    return Promise.all(Array.from({ length: days }, (_, k) => logs.aggregate([
      { $match: { created_at: { $gte: new Date(first + k * DAY_MS), $lt: new Date(first + (k + 1) * DAY_MS) } } },
      { $group: { _id: '$status', count: { $sum: 1 } } },
    ]).toArray()));
  };
  const oneQuery = async (days) => {
    const first = Math.floor(now / DAY_MS) * DAY_MS - (days - 1) * DAY_MS;
    const perDay = new Map();
    for await (const row of logs.find({ created_at: { $gte: new Date(first), $lte: new Date(now) } }, { projection: { _id: 0, created_at: 1, status: 1 } })) {
      const key = row.created_at.toISOString().slice(0, 10);
      const counts = perDay.get(key) ?? { total: 0, delivered: 0, bounced: 0 };
      counts.total++;
      if (row.status === 'delivered' || row.status === 'bounced') counts[row.status]++;
      perDay.set(key, counts);
    }
    return perDay.size;
  };
  await time('summary 7d as the API does it: 7 day aggregates at once', () => dayAggregates(7));
  await time('summary 7d as one find (created_at+status) counted per day in Node', () => oneQuery(7));
  await time('summary 30d as the API does it: 30 day aggregates at once', () => dayAggregates(30));
  await time('summary 30d as one find (created_at+status) counted per day in Node', () => oneQuery(30));
  await time('delivery_logs.find({}).sort({created_at:-1,_id:-1}).limit(10)', () => logs.find({}).sort({ created_at: -1, _id: -1 }).limit(10).toArray());
  await time('delivery_logs.countDocuments({})', () => logs.countDocuments({}));
  await time('delivery_logs.estimatedDocumentCount()', () => logs.estimatedDocumentCount());
  try {
    const plan = await logs.find({ created_at: { $gte: dayStart } }).explain();
    console.log(`  explain delivery_logs.find({created_at:{$gte}}): ${JSON.stringify(plan.queryPlanner ?? plan).slice(0, 400)}`);
    for (const key of ['filterPushdown', 'sortPushdown', 'limitPushdown']) if (key in plan) console.log(`    ${key}: ${plan[key]}`);
    const byId = await users.find({ _id: userId }).explain();
    for (const key of ['filterPushdown']) if (key in byId) console.log(`  explain users.find({_id}): ${key}: ${byId[key]}`);
  } catch (error) {
    console.log(`  explain failed: ${error.message}`);
  }
}

// ---------------------------------------------------------------------------------------------
/**
 * One pass of the API's own log expiry (the built LogExpiryService, on a mongoose connection of its
 * own) at `days` of retention. It deletes: the seeded database is marked so that a --data-dir run
 * seeds again.
 */
async function runExpiry(db, uri, days) {
  await db.collection('bench_meta').updateOne({ _id: 'seed' }, { $set: { format: 'expired' } });
  const requireFromApi = createRequire(join(API_DIR, 'package.json'));
  requireFromApi('reflect-metadata');
  const mongoose = requireFromApi('mongoose');
  const { LogExpiryService } = await import(join(API_DIR, 'dist/src/log-expiry/log-expiry.service.js'));
  const connection = await mongoose.createConnection(uri).asPromise();
  try {
    const retention = { days: async () => days };
    const config = { logExpiryIntervalMinutes: 0, sending: { retry: { lifetimeMs: 5 * DAY_MS } } };
    log(`log expiry: one pass at ${days} days`);
    return { days, results: await new LogExpiryService(connection, retention, config).expireNow() };
  } finally {
    await connection.close();
  }
}

async function main() {
  const workDir = mkdtempSync(join(tmpdir(), 'bench-api-run-'));
  if (!opts.keep) cleanups.push(() => rmSync(workDir, { recursive: true, force: true }));
  ensureApiBuilt();
  const database = await openDatabase();
  const client = new MongoClient(database.uri, { directConnection: !process.env.MONGODB_URI });
  await client.connect();
  cleanups.push(() => client.close());
  const db = client.db(database.dbName);
  if (database.drop) cleanups.push(() => db.dropDatabase());

  const seeded = await seed(db, Date.now());
  const now = seeded.now;

  const api = await startApi(database.uri, workDir);
  let indexLines = [];
  for (const name of ['users', 'domains', 'delivery_logs', 'message_log', 'message_events']) {
    const indexes = await db.collection(name).listIndexes().toArray();
    indexLines.push(`${name}: ${indexes.map((index) => JSON.stringify(index.key) + (index.unique ? '!' : '')).join(' ')}`);
  }

  const selected = opts.only ? new Set(opts.only.split(',').map((name) => name.trim())) : null;
  // The customer is seeded through the API (minutes at the full size): only when a v1 call is measured.
  const customer = !selected || [...selected].some((name) => name.startsWith('v1 ')) ? await seedCustomer(api, db, now) : null;
  await waitForFill(db, 'owner_registry');
  if (opts.profile) await profile(db, now);

  const results = [];
  for (const call of calls(now, customer)) {
    if (selected && !selected.has(call.name)) continue;
    log(`load: ${call.name} (${call.path ?? call.paths[0]}${call.paths ? ` +${call.paths.length - 1} more ids` : ''})`);
    const result = await measure(api, call);
    results.push(result);
    log(`  first request ${result.firstMs.toFixed(0)} ms (${result.firstStatus}, ${result.bytes} bytes); ${result.completed} requests, p50 ${result.p50} ms, p99 ${result.p99} ms`);
  }

  const expiry = opts.expiry ? await runExpiry(db, database.uri, wholeNumber('expiry', 1)) : null;

  const cores = cpus();
  const header = ['call', 'load', 'req/s', 'p50 ms', 'p99 ms', 'max ms', '1st ms', 'requests', 'non-2xx', 'errors'];
  const rows = results.map((r) => [r.name, r.mode, r.rps.toFixed(r.rps < 10 ? 2 : 0), String(r.p50), String(r.p99), String(r.max), r.firstMs.toFixed(0), String(r.completed), String(r.non2xx), String(r.errors) + (r.timeouts ? ` (${r.timeouts} timeouts)` : '')]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.log('');
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
  console.log('');
  const t = seeded.timings ?? {};
  console.log(`set-up: ${counts.users.toLocaleString('en-US')} users, ${counts.domains.toLocaleString('en-US')} domains (an SMTP account on each), ${counts.logs.toLocaleString('en-US')} log entries over ${logDays} days, ${counts.messages.toLocaleString('en-US')} message-log entries of those users (--size ${opts.size}); database: ${database.kind}`);
  if (customer) console.log(`set-up: customer (v1 calls): ${customer.domainIds.length} domains, ${customer.domainIds.length} SMTP credentials, ${CUSTOMER_API_KEYS} API keys, ${CUSTOMER_SUPPRESSIONS} suppressions, ${customer.webhooks} webhook endpoints through the API (${customer.webhooksByDriver} of the endpoints with the driver: the API could not resolve their host); ${customerMessages.toLocaleString('en-US')} messages over 30 days (1-3 recipients, an accepted and one attempt event per recipient, a delivery-log entry per recipient) with the driver; seeded in ${seconds(customer.ms)}`);
  console.log(`set-up: seeding ${seeded.reused ? 'reused from an earlier run: ' : ''}users ${seconds(t.users ?? 0)}, domains ${seconds(t.domains ?? 0)}, SMTP accounts ${seconds(t.smtpAccounts ?? 0)}, logs ${seconds(t.logs ?? 0)}, message log ${seconds(t.messages ?? 0)}, indexes ${seconds(t.indexes ?? 0)}, total ${seconds(t.total ?? 0)}`);
  console.log(`set-up: indexes (! = unique): ${indexLines.join('; ')}`);
  console.log(`set-up: load per call after a probe of each of its paths, twice over (1st ms: the slowest request of the first pass): autocannon ${connections} connections for ${duration} s after ${warmupSeconds} s of the same load unmeasured; a call whose second probe took over ${duration / 5} s: ${connections} requests at once ("${connections} req"); whose first over ${slowSeconds} s: that probe alone ("1 req"); over ${timeoutSeconds} s: abandoned ("timed out"). Admin calls carry an admin session in x-admin-token, v1 calls the customer's session cookie; non-2xx includes the probe`);
  if (expiry) {
    console.log('');
    console.log(`log expiry at ${expiry.days} days over ${logDays} days of seeded data (one pass of LogExpiryService: find older _ids, delete by _id 1,000 to a command):`);
    for (const result of expiry.results) console.log(`  ${result.collection.padEnd(18)} ${String(result.deleted).padStart(9)} deleted in ${seconds(result.ms)}${result.deleted ? ` (${Math.round(result.deleted / (result.ms / 1000)).toLocaleString('en-US')}/s)` : ''}`);
  }
  console.log(`set-up: API node ${process.version} NODE_ENV=development from apps/api/dist; machine ${cores.length} cores (${cores[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GB RAM`);
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error(`api-latency: the set-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
