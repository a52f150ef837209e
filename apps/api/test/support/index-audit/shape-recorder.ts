import { appendFileSync } from 'node:fs';
import { basename, join, sep } from 'node:path';
import { expect } from '@jest/globals';
import type { Connection, mongo } from 'mongoose';
import { shapesOfCommand, type CommandShape } from './command-shape.js';
import type { DeclaredIndex } from './index-coverage.js';

/**
 * Where the e2e tests append the shapes of the commands the API sends (one JSON line each) and
 * the indexes its schemas declare; the index audit (test/index-audit.check.ts) reads it after the
 * suite. Unset: nothing is recorded.
 */
export const SHAPES_FILE_VARIABLE = 'INDEX_AUDIT_SHAPES_FILE';

export type RecordedLine =
  /** `source`: the module of the API that sent it (e.g. users/users.service), '' when none shows. */
  | { kind: 'shape'; shape: CommandShape; source: string; test: string }
  | { kind: 'indexes'; indexes: DeclaredIndex[] };

/** Jest gives every test file its own module registry: each line is written once per test file. */
const written = new Set<string>();
/** The test and source folders (this file is in test/support/index-audit): Jest's stacks name the .ts files. */
const testFolder = join(import.meta.dirname, '..', '..') + sep;
const sourceFolder = join(import.meta.dirname, '..', '..', '..', 'src') + sep;
const ownFile = import.meta.filename;
/** Enough frames to reach, through the driver's and mongoose's own, the code that sent the command. */
const STACK_FRAMES = 60;

export function shapesFile(): string | undefined {
  return process.env[SHAPES_FILE_VARIABLE] || undefined;
}

/** The listener the API's database client calls with every command, when shapes are recorded. */
export function commandShapeRecorder(): ((event: mongo.CommandStartedEvent) => void) | undefined {
  const file = shapesFile();
  if (!file) return undefined;
  return (event) => {
    const shapes = shapesOfCommand(event.commandName, event.command as Record<string, unknown>);
    if (shapes.length === 0) return;
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = STACK_FRAMES;
    const stack = new Error().stack ?? '';
    Error.stackTraceLimit = limit;
    const sender = senderOf(stack);
    if (sender === 'test') return;
    for (const shape of shapes) {
      writeOnce(file, `${JSON.stringify(shape)} ${sender}`, { kind: 'shape', shape, source: sender, test: basename(expect.getState().testPath ?? 'unknown') });
    }
  };
}

/** Records the indexes the app's models declare (_id's goes without saying): what the audit checks shapes against. */
export function recordDeclaredIndexes(connection: Connection): void {
  const file = shapesFile();
  if (!file) return;
  for (const model of Object.values(connection.models)) {
    const collection = model.collection.collectionName;
    const indexes: DeclaredIndex[] = [];
    for (const [fields, options] of model.schema.indexes()) {
      const keys = Object.entries(fields).map(([field, direction]): [string, 1 | -1] => [field, Number(direction) < 0 ? -1 : 1]);
      const name = keys.map(([field, direction]) => `${field}_${direction}`).join('_');
      indexes.push({ collection, name, keys, unique: options.unique === true });
    }
    writeOnce(file, `indexes ${collection}`, { kind: 'indexes', indexes });
  }
}

/**
 * Who sent the command, from the first frame of the package in its (async) stack: 'test' when the
 * test itself did (setting a document up, checking what was stored), which is not the API's;
 * otherwise the API module (an API call the test makes directly has a frame in src first).
 */
function senderOf(stack: string): string {
  let sharedHelper = '';
  for (const line of stack.split('\n')) {
    if (line.includes(ownFile)) continue;
    if (line.includes(testFolder)) return sharedHelper || 'test';
    const at = line.indexOf(sourceFolder);
    if (at === -1) continue;
    const module = /^([^:]+)\.ts:/.exec(line.slice(at + sourceFolder.length))?.[1] ?? '';
    // A shared helper (common/) names the module that called it, when the stack shows one.
    if (!module.startsWith('common/')) return module;
    sharedHelper ||= module;
  }
  return sharedHelper;
}

function writeOnce(file: string, key: string, line: RecordedLine): void {
  if (written.has(key)) return;
  written.add(key);
  // One short write with O_APPEND: the parallel test processes' lines do not interleave.
  appendFileSync(file, `${JSON.stringify(line)}\n`);
}
