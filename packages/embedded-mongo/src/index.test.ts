import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, readdir, readlink, rm, stat, symlink } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { MongoClient } from 'mongodb';
import { findGo } from './binary.js';
import { GoToolchainMissingError, startEmbeddedMongo } from './index.js';

const dataDirs: string[] = [];
after(async () => {
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function newDataDir() {
  const dir = await mkdtemp(join(tmpdir(), 'embedded-mongo-test-'));
  dataDirs.push(dir);
  return dir;
}

/** Permission bits of a file or folder. */
async function modeOf(path: string): Promise<number> {
  return (await stat(path)).mode & 0o777;
}

/** Inodes of the sockets process `pid` holds open, from /proc/<pid>/fd. */
async function socketInodesOf(pid: number): Promise<Set<string>> {
  const inodes = new Set<string>();
  for (const fd of await readdir(`/proc/${pid}/fd`)) {
    const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
    const match = /^socket:\[(\d+)\]$/.exec(target);
    if (match) inodes.add(match[1]);
  }
  return inodes;
}

/** Local addresses (hex, as the kernel lists them) of the TCP sockets process `pid` listens on. */
async function listeningTcpAddressesOf(pid: number): Promise<string[]> {
  const inodes = await socketInodesOf(pid);
  const addresses: string[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const rows = (await readFile(table, 'utf8').catch(() => '')).split('\n').slice(1);
    for (const row of rows) {
      const [, local, , state, , , , , , inode] = row.trim().split(/\s+/);
      if (state === '0A' && inodes.has(inode)) addresses.push(local); // 0A: LISTEN
    }
  }
  return addresses;
}

/** Paths of the Unix sockets process `pid` holds open, from /proc/net/unix. */
async function unixSocketPathsOf(pid: number): Promise<string[]> {
  const inodes = await socketInodesOf(pid);
  const rows = (await readFile('/proc/net/unix', 'utf8')).split('\n').slice(1);
  return rows
    .map((row) => row.trim().split(/\s+/))
    .filter((columns) => inodes.has(columns[6]) && columns[7] !== undefined)
    .map((columns) => columns[7]);
}

async function withClient<T>(uri: string, work: (client: MongoClient) => Promise<T>): Promise<T> {
  const client = new MongoClient(uri, { directConnection: true });
  try {
    return await work(client);
  } finally {
    await client.close();
  }
}

test('starts a server that answers hello and keeps documents across restarts', async () => {
  const dataDir = await newDataDir();

  const first = await startEmbeddedMongo({ dataDir });
  assert.equal(first.socketPath, join(dataDir, 'socket', 'mongodb.sock'));
  assert.equal(first.uri, `mongodb://${encodeURIComponent(first.socketPath)}/`);
  assert.match(first.uri, /^mongodb:\/\/%2F[^/]+%2Fmongodb\.sock\/$/);
  await withClient(first.uri, async (client) => {
    const hello = await client.db('admin').command({ hello: 1 });
    assert.equal(hello.isWritablePrimary, true);
    await client.db('persist').collection('things').insertOne({ name: 'kept' });
  });
  await first.stop();

  const second = await startEmbeddedMongo({ dataDir });
  try {
    const found = await withClient(second.uri, (client) =>
      client.db('persist').collection('things').findOne({ name: 'kept' }),
    );
    assert.equal(found?.name, 'kept');
  } finally {
    await second.stop();
  }
});

test('enforces unique indexes like MongoDB does', async () => {
  const server = await startEmbeddedMongo({ dataDir: await newDataDir() });
  try {
    await withClient(server.uri, async (client) => {
      const users = client.db('unique').collection('users');
      await users.createIndex({ email: 1 }, { unique: true });
      await users.insertOne({ email: 'a@example.com' });
      await assert.rejects(users.insertOne({ email: 'a@example.com' }), (error: { code?: number }) => error.code === 11000);
    });
  } finally {
    await server.stop();
  }
});

test('listens only on a Unix socket in folders only its user may open, and on no TCP port', async () => {
  const dataDir = await newDataDir();
  // Folders made earlier with a wider mode are tightened.
  await mkdir(join(dataDir, 'socket'), { mode: 0o755 });
  await chmod(dataDir, 0o755);
  const server = await startEmbeddedMongo({ dataDir });
  try {
    assert.ok((await stat(server.socketPath)).isSocket(), `${server.socketPath} is a socket`);
    assert.equal(await modeOf(dirname(server.socketPath)), 0o700, 'the socket folder is 0700');
    assert.equal(await modeOf(dataDir), 0o700, 'the data folder is 0700');
    assert.equal((await stat(dirname(server.socketPath))).uid, process.getuid!());

    assert.deepEqual(await listeningTcpAddressesOf(server.pid), [], 'the server listens on no TCP port');
    assert.ok((await unixSocketPathsOf(server.pid)).includes(server.socketPath), 'the server holds the socket');
    await withClient(server.uri, async (client) => {
      await client.db('reach').collection('things').insertOne({ through: 'the socket' });
      assert.equal((await client.db('reach').collection('things').findOne({}))?.through, 'the socket');
    });
  } finally {
    await server.stop();
  }
});

test('the TCP listener check finds a listening TCP port (so its empty answer above means something)', async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const port = (server.address() as AddressInfo).port;
    const expected = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`;
    assert.ok((await listeningTcpAddressesOf(process.pid)).includes(expected));
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('a data folder whose socket path would be too long puts the socket in a private folder under the temporary folder', async () => {
  const dataDir = join(await newDataDir(), 'a-folder-name-long-enough-that-its-socket-path-would-not-fit-in-a-unix-socket-address');
  const server = await startEmbeddedMongo({ dataDir });
  const folder = dirname(server.socketPath);
  try {
    assert.ok(server.socketPath.startsWith(`${tmpdir()}/embedded-mongo-${process.getuid!()}-`), server.socketPath);
    assert.ok(Buffer.byteLength(server.socketPath) <= 103);
    assert.equal(await modeOf(folder), 0o700);
    assert.ok(!existsSync(join(dataDir, 'socket')));
    await withClient(server.uri, (client) => client.db('admin').command({ hello: 1 }));
  } finally {
    await server.stop();
  }
  assert.ok(!existsSync(folder), 'the temporary socket folder goes when the server stops');
});

test('starts again after a crash that left its socket file behind', async () => {
  const dataDir = await newDataDir();
  const crashed = await startEmbeddedMongo({ dataDir });
  await withClient(crashed.uri, (client) => client.db('crash').collection('things').insertOne({ name: 'before the crash' }));
  process.kill(crashed.pid, 'SIGKILL');
  await crashed.stop();
  assert.ok((await stat(crashed.socketPath)).isSocket(), 'the killed server left its socket file');

  const restarted = await startEmbeddedMongo({ dataDir });
  try {
    assert.equal(restarted.socketPath, crashed.socketPath);
    const found = await withClient(restarted.uri, (client) => client.db('crash').collection('things').findOne({}));
    assert.equal(found?.name, 'before the crash');
  } finally {
    await restarted.stop();
  }
});

test('refuses to start a second server on a database that is running, and a socket folder that is a symbolic link', async () => {
  const dataDir = await newDataDir();
  const running = await startEmbeddedMongo({ dataDir });
  try {
    await assert.rejects(startEmbeddedMongo({ dataDir }), /another server already listens on .*mongodb\.sock: is this database already running\?/);
    await withClient(running.uri, (client) => client.db('admin').command({ hello: 1 }));
  } finally {
    await running.stop();
  }

  const linked = await newDataDir();
  await symlink(await newDataDir(), join(linked, 'socket'));
  await assert.rejects(startEmbeddedMongo({ dataDir: linked }), /socket is a symbolic link: refusing to put the database socket there/);
});

test('stop is idempotent and removes the socket', async () => {
  const server = await startEmbeddedMongo({ dataDir: await newDataDir() });
  await server.stop();
  await server.stop();
  assert.ok(!existsSync(server.socketPath));
  await assert.rejects(
    withClient(server.uri.replace(/\/$/, '/?serverSelectionTimeoutMS=500'), (client) =>
      client.db('admin').command({ hello: 1 }),
    ),
  );
});

test('without Go it says to install Go or set MONGODB_URI', async () => {
  await assert.rejects(findGo(['/nonexistent/bin/go']), (error: Error) => {
    assert.ok(error instanceof GoToolchainMissingError);
    assert.match(error.message, /Install Go/);
    assert.match(error.message, /MONGODB_URI/);
    return true;
  });
});

test('looks documents up by _id through an index, also in a collection dropped and created again', async () => {
  const server = await startEmbeddedMongo({ dataDir: await newDataDir() });
  try {
    await withClient(server.uri, async (client) => {
      const things = client.db('lookups').collection<{ _id: string; n: number }>('things');
      const planOfLookup = async () => {
        // An EXPLAIN alone can run on a connection that has not reread the schema; a query first makes it.
        await things.findOne({ _id: 'thing-0' });
        const explained = await things.find({ _id: 'thing-1999' }).explain();
        return String((explained.queryPlanner as { Plan?: string[] }).Plan ?? '');
      };
      const usesIndexSoon = async () => {
        // The index is added by a sweep that runs every second.
        const deadline = Date.now() + 10_000;
        while (!/USING INDEX embedded_mongo_id_lookup__/.test(await planOfLookup())) {
          if (Date.now() > deadline) return false;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        return true;
      };
      const fill = () => things.insertMany(Array.from({ length: 2000 }, (_, n) => ({ _id: `thing-${n}`, n })));

      await fill();
      assert.ok(await usesIndexSoon(), `a lookup by _id searches an index (plan: ${await planOfLookup()})`);
      await things.drop();
      await fill();
      assert.ok(await usesIndexSoon(), `and again after the collection was dropped (plan: ${await planOfLookup()})`);
      assert.equal((await things.findOne({ _id: 'thing-1999' }))?.n, 1999);
    });
  } finally {
    await server.stop();
  }
});

test('EMBEDDED_MONGO_CPU_PROFILE makes the server write a CPU profile of its run when it stops', async () => {
  const dataDir = await newDataDir();
  const profile = join(dataDir, 'cpu.pprof');
  // The server inherits the environment of the process that starts it.
  process.env.EMBEDDED_MONGO_CPU_PROFILE = profile;
  const server = await startEmbeddedMongo({ dataDir }).finally(() => {
    delete process.env.EMBEDDED_MONGO_CPU_PROFILE;
  });
  await withClient(server.uri, (client) => client.db('profiled').collection('things').insertOne({ n: 1 }));
  await server.stop();
  const bytes = await readFile(profile);
  // Go's pprof format is a gzip-compressed protocol buffer.
  assert.ok(bytes.length > 20 && bytes[0] === 0x1f && bytes[1] === 0x8b, `a gzip file of ${bytes.length} bytes`);
});
