import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

const GO_SOURCE_DIR = resolve(__dirname, '..', 'go');
const BINARY_CACHE_DIR = resolve(__dirname, '..', 'bin');

export class GoToolchainMissingError extends Error {
  constructor() {
    super(
      'The embedded database needs Go to build FerretDB, and no `go` command was found. ' +
        'Install Go (https://go.dev/doc/install, or `apt-get install golang`) ' +
        'or set MONGODB_URI to use a MongoDB server you already run.',
    );
    this.name = 'GoToolchainMissingError';
  }
}

/** Hash of the Go sources (every .go file, go.mod, go.sum): the cached binary is reused until one of them changes. */
async function hashGoSources(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(GO_SOURCE_DIR)).filter((file) => file.endsWith('.go') || file === 'go.mod' || file === 'go.sum').sort();
  for (const file of files) {
    hash.update(file).update(await readFile(join(GO_SOURCE_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Where Go is usually found; GO_BINARY, when set, is the only place looked at. */
function goCandidates(): string[] {
  if (process.env.GO_BINARY) return [process.env.GO_BINARY];
  return ['go', '/usr/local/go/bin/go', '/usr/lib/go/bin/go'];
}

export async function findGo(candidates = goCandidates()): Promise<string> {
  for (const candidate of candidates) {
    try {
      await execFileAsync(candidate, ['version']);
      return candidate;
    } catch {
      // not this one; try the next place Go is usually installed
    }
  }
  throw new GoToolchainMissingError();
}

let pendingBuild: Promise<string> | undefined;

/**
 * Path of the FerretDB binary for the current Go sources, building it first when needed.
 * Concurrent callers (in this process or others) are safe: each build writes a temporary
 * file and renames it into place, which is atomic.
 */
export function ensureEmbeddedMongoBinary(): Promise<string> {
  pendingBuild ??= buildIfMissing().finally(() => {
    pendingBuild = undefined;
  });
  return pendingBuild;
}

async function buildIfMissing(): Promise<string> {
  const binaryPath = join(BINARY_CACHE_DIR, `ferretdb-${await hashGoSources()}`);
  if (existsSync(binaryPath)) return binaryPath;

  const go = await findGo();
  await mkdir(BINARY_CACHE_DIR, { recursive: true });
  const temporaryPath = `${binaryPath}.${process.pid}.tmp`;
  try {
    await execFileAsync(go, ['build', '-trimpath', '-o', temporaryPath, '.'], {
      cwd: GO_SOURCE_DIR,
      env: { ...process.env, CGO_ENABLED: '0' },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    await rm(temporaryPath, { force: true });
    const stderr = (error as { stderr?: string }).stderr ?? String(error);
    throw new Error(`Building the embedded database (FerretDB) failed:\n${stderr}`);
  }
  await rename(temporaryPath, binaryPath);
  await removeStaleBinaries(binaryPath);
  return binaryPath;
}

async function removeStaleBinaries(currentBinaryPath: string): Promise<void> {
  for (const entry of await readdir(BINARY_CACHE_DIR)) {
    const path = join(BINARY_CACHE_DIR, entry);
    if (path !== currentBinaryPath && !entry.endsWith('.tmp')) await rm(path, { force: true });
  }
}
