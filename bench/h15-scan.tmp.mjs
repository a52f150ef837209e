import { startEmbeddedMongo } from '/work/wt/h15-throughput/packages/embedded-mongo/dist/index.js';
import { MongoClient } from 'mongodb';
const mongo = await startEmbeddedMongo({ dataDir: '/tmp/bench-queue-memory-X7sGfw/db' });
const client = new MongoClient(mongo.uri); await client.connect();
const dbs = await client.db().admin().listDatabases();
console.log(dbs.databases.map((d) => d.name));
const name = dbs.databases.find((d) => d.name.startsWith('bench') || d.name === 'platform' || d.name === 'test')?.name ?? dbs.databases[0].name;
const c = client.db(name).collection('deliveries');
const rss = () => (process.memoryUsage().rss / 1048576).toFixed(0);
let n = 0; const t = Date.now(); const u0 = process.cpuUsage();
const refs = [];
for await (const row of c.find({}, { projection: { route: 1, send_plan: 1, agent_owner_user_id: 1, allowed_ips: 1, state: 1, attempts: 1, next_attempt_at: 1, lease_expires_at: 1, expires_at: 1 }, batchSize: 1000 })) {
  n++; refs.push({ id: row._id.toString(), dueAt: row.next_attempt_at.getTime() });
  if (n % 50000 === 0) console.log(n, 'rss', rss(), 'MiB', Date.now() - t, 'ms');
}
console.log('done', n, 'rss', rss(), 'cpu', JSON.stringify(process.cpuUsage(u0)));
await client.close(); await mongo.stop();
