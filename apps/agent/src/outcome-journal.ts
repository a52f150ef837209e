import { closeSync, fdatasync as fdatasyncCallback, fdatasyncSync, fsyncSync, openSync, renameSync, writeSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { dirname } from 'node:path';

import type { AgentResultRequest } from '@platform/contracts';

const fdatasync = promisify(fdatasyncCallback);

/** A lease's results as the remote server answered them: what the agent owes the API a report of. */
export type JournaledOutcome = Pick<AgentResultRequest, 'lease_token' | 'source_ip' | 'results' | 'destination'>;

/** One line of the journal file (newline-delimited JSON). */
type JournalLine = { kind: 'outcome'; outcome: JournaledOutcome } | { kind: 'reported'; lease_token: string };

/** What the agent needs of the journal (OutcomeJournal; a memory-only one in tests). */
export interface OutcomeRecorder {
  /** Resolves once the outcome is on disk (written and fdatasync'ed). */
  record(outcome: JournaledOutcome): Promise<void>;
  /** The API answered the report: the outcome need not be replayed. Not flushed on its own. */
  markReported(leaseToken: string): void;
}

/** Past this many lines (by default) the file is rewritten with only the outcomes still owed. */
const COMPACT_AFTER_LINES = 5_000;

/**
 * The agent's journal of delivery outcomes. A result is appended the moment the remote server
 * answered, before it is reported: an agent killed between the remote `250` and its report finds
 * the outcome here on its next start and reports it then, instead of the API leasing the delivery
 * again once the lease ran out (a second copy for the recipient).
 *
 * Each line is written synchronously, in the same tick as the answer arrives: once in the page
 * cache it survives the process being killed, so the window for a duplicate is no wider than the
 * event loop's delay in reading the reply (an asynchronous write waits behind the flush under way,
 * tens of milliseconds on a busy disk, and a kill in that wait cost a second copy). The fdatasync
 * that makes it survive a machine crash is group-committed: lines written while one is under way
 * share the next. Lines that only say an outcome was reported are not flushed on their own (losing
 * one costs a repeated report, which the API answers "not recorded"). Once the file holds
 * COMPACT_AFTER_LINES lines it is rewritten with the outcomes still owed (written to a new file,
 * flushed, renamed over), synchronously too, so no line can fall between the two files.
 */
export class OutcomeJournal implements OutcomeRecorder {
  private readonly owed = new Map<string, JournaledOutcome>();
  private syncWaiters: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  private syncing: Promise<void> | null = null;
  private lines = 0;

  private constructor(
    private readonly path: string,
    private fd: number,
    private readonly compactAfterLines: number,
  ) {}

  /**
   * Opens (or creates) the journal at `path` and reads what it holds: the outcomes that were
   * journaled and never marked reported, which the agent reports before it leases anew. A last
   * line cut short by a crash is ignored (its outcome was never flushed, so never relied on).
   */
  static async open(path: string, compactAfterLines = COMPACT_AFTER_LINES): Promise<{ journal: OutcomeJournal; owed: JournaledOutcome[] }> {
    await mkdir(dirname(path), { recursive: true });
    const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return '';
      throw error;
    });
    const journal = new OutcomeJournal(path, openSync(path, 'a'), compactAfterLines);
    // A line cut short by a crash is ended, so that the next one is read on its own.
    if (text && !text.endsWith('\n')) writeSync(journal.fd, '\n');
    for (const line of text.split('\n')) {
      const entry = parseLine(line);
      if (entry?.kind === 'outcome') journal.owed.set(entry.outcome.lease_token, entry.outcome);
      else if (entry?.kind === 'reported') journal.owed.delete(entry.lease_token);
      if (entry) journal.lines += 1;
    }
    return { journal, owed: [...journal.owed.values()] };
  }

  record(outcome: JournaledOutcome): Promise<void> {
    this.owed.set(outcome.lease_token, outcome);
    try {
      this.append({ kind: 'outcome', outcome });
    } catch (error) {
      return Promise.reject(error as Error);
    }
    return new Promise((resolve, reject) => {
      this.syncWaiters.push({ resolve, reject });
      this.syncing ??= this.syncWaiting();
    });
  }

  markReported(leaseToken: string): void {
    if (!this.owed.delete(leaseToken)) return;
    try {
      this.append({ kind: 'reported', lease_token: leaseToken });
    } catch {
      // Not written: the outcome is reported once more on the next start, and the API answers "not recorded".
    }
  }

  /** Waits for the flush under way (a stopping agent), then closes the file. */
  async close(): Promise<void> {
    while (this.syncing) await this.syncing;
    closeSync(this.fd);
  }

  private append(entry: JournalLine): void {
    writeSync(this.fd, `${JSON.stringify(entry)}\n`);
    this.lines += 1;
    if (this.lines >= this.compactAfterLines) this.compact();
  }

  private async syncWaiting(): Promise<void> {
    while (this.syncWaiters.length > 0) {
      const batch = this.syncWaiters;
      this.syncWaiters = [];
      try {
        await fdatasync(this.fd);
        for (const waiter of batch) waiter.resolve();
      } catch (error) {
        for (const waiter of batch) waiter.reject(error as Error);
      }
    }
    // In the same tick as the check above: a line recorded from now on starts the next flush.
    this.syncing = null;
  }

  /**
   * Rewrites the file with the outcomes still owed; a crash in between leaves the old file, whole.
   * The lines waiting for a flush of the old file are in the new one, flushed here.
   */
  private compact(): void {
    const next = `${this.path}.compacting`;
    const fd = openSync(next, 'w');
    try {
      const owed = [...this.owed.values()];
      writeSync(fd, owed.map((outcome) => `${JSON.stringify({ kind: 'outcome', outcome } satisfies JournalLine)}\n`).join(''));
      fdatasyncSync(fd);
      renameSync(next, this.path);
      this.lines = owed.length;
    } catch (error) {
      closeSync(fd);
      throw error;
    }
    syncFolder(dirname(this.path));
    // A flush of the old file may be under way: it is closed once that is done.
    const old = this.fd;
    this.fd = fd;
    void (this.syncing ?? Promise.resolve()).finally(() => closeSync(old));
  }
}

/** Makes a rename in the folder durable (the folder's entry, not only the file, must reach the disk). */
function syncFolder(folder: string): void {
  const fd = openSync(folder, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function parseLine(line: string): JournalLine | null {
  if (!line.trim()) return null;
  try {
    const entry = JSON.parse(line) as JournalLine;
    if (entry.kind === 'outcome' && typeof entry.outcome?.lease_token === 'string' && Array.isArray(entry.outcome.results)) return entry;
    if (entry.kind === 'reported' && typeof entry.lease_token === 'string') return entry;
    return null;
  } catch {
    return null;
  }
}
