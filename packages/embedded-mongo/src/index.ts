import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { MongoClient } from 'mongodb';
import { ensureEmbeddedMongoBinary } from './binary.js';

export { ensureEmbeddedMongoBinary, GoToolchainMissingError } from './binary.js';

export interface EmbeddedMongoOptions {
  /** Folder that keeps the database files; created when missing, and made private (mode 0700). */
  dataDir: string;
  /** How long to wait for the server to answer `hello`. */
  startTimeoutMs?: number;
  /**
   * File that gets a copy of the server's whole stderr (its log; on SIGQUIT the Go runtime dumps
   * every goroutine there). Without it only the last lines are kept, for start-up errors.
   */
  stderrFile?: string;
}

export interface EmbeddedMongo {
  /**
   * mongodb:// URI of the running server: its Unix socket, percent-encoded as the host
   * (`mongodb://%2Fdata%2Fdb%2Fsocket%2Fmongodb.sock/`), so a database name can be appended.
   */
  uri: string;
  /**
   * The server's only listener: a Unix socket in a folder only this user may open (no TCP port:
   * the server has no authentication). In `<dataDir>/socket/`, or in a private folder under the
   * temporary folder when that path is too long for a Unix socket.
   */
  socketPath: string;
  /** Process id of the server. */
  pid: number;
  /** Stops the server and waits until it has exited. Safe to call twice. */
  stop(): Promise<void>;
  /** Settles when the server has exited, stopped or not (a crash, a kill): its code or signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const STOP_GRACE_MS = 5_000;

/** Builds (once) and starts FerretDB on SQLite, and resolves when it answers `hello`. */
export async function startEmbeddedMongo(options: EmbeddedMongoOptions): Promise<EmbeddedMongo> {
  const binaryPath = await ensureEmbeddedMongoBinary();
  const child = spawn(
    binaryPath,
    ['--data-dir', options.dataDir, '--exit-on-stdin-close'],
    // stdin stays an open pipe: when this process dies, even killed, the pipe closes and the
    // server stops. So it needs no share of this process's signals: in a group of its own, a
    // terminal's Ctrl+C reaches only its owner, which stops it last, after its own writes.
    { stdio: ['pipe', 'pipe', 'pipe'], detached: true },
  );
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });

  const stderrTail: string[] = [];
  if (options.stderrFile) child.stderr!.pipe(createWriteStream(options.stderrFile, { flags: 'a' }));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    stderrTail.push(chunk);
    if (stderrTail.length > 50) stderrTail.shift();
  });

  const stop = createStopper(child);
  try {
    const socketPath = await readSocketPath(child, stderrTail);
    const uri = `mongodb://${encodeURIComponent(socketPath)}/`;
    await waitForHello(uri, options.startTimeoutMs ?? 30_000, child, stderrTail);
    return { uri, socketPath, pid: child.pid!, stop, exited };
  } catch (error) {
    await stop();
    throw error;
  }
}

function readSocketPath(child: ChildProcess, stderrTail: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      // The whole rest of the line: a data folder's path may hold spaces.
      const match = /^listening (.+)$/.exec(line);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code, signal) => {
      reject(new Error(`The embedded database exited before listening (${signal ?? code}):\n${stderrTail.join('')}`));
    });
    child.once('error', reject);
  });
}

async function waitForHello(uri: string, timeoutMs: number, child: ChildProcess, stderrTail: string[]) {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const client = new MongoClient(uri, { serverSelectionTimeoutMS: 1_000, directConnection: true });
    try {
      await client.db('admin').command({ hello: 1 });
      return;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.close();
    }
  }
  throw new Error(
    `The embedded database at ${uri} did not answer hello: ${String(lastError)}\n${stderrTail.join('')}`,
  );
}

function createStopper(child: ChildProcess): () => Promise<void> {
  let stopping: Promise<void> | undefined;
  return () => {
    stopping ??= (async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const forceKill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(forceKill);
    })();
    return stopping;
  };
}
