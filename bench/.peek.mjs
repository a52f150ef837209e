import { MongoClient } from 'mongodb';
const client = new MongoClient(process.argv[2]);
await client.connect();
const dbs = await client.db().admin().listDatabases();
console.log(dbs.databases.map((d) => d.name));
for (const name of dbs.databases.map((d) => d.name).filter((n) => n.startsWith('bench'))) {
  const db = client.db(name);
  console.log(name, 'domain_owners', await db.collection('domain_owners').estimatedDocumentCount(), 'backfills', JSON.stringify(await db.collection('backfills').find().toArray()));
  console.log('currentOp?', JSON.stringify((await db.admin().command({ currentOp: 1 }).catch((e) => ({ e: e.message })))).slice(0, 500));
}
await client.close();
