import { mkdir, open, readFile, rename, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';

import type { AgentResultRequest } from '@platform/contracts';

/** A lease's results as the remote server answered them: what the agent owes the API a report of. */
export type JournaledOutcome = Pick<AgentResultRequest, 'lease_token' | 'source_ip' | 'results'>;

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
 * The agent's journal of delivery outcomes. A result is appended and flushed to disk the moment
 * the remote server answered, before it is reported: an agent killed between the remote `250`
 * and its report finds the outcome here on its next start and reports it then, instead of the
 * API leasing the delivery again once the lease ran out (a second copy for the recipient).
 *
 * Writes are group-committed: the lines that arrive while one write and fdatasync are under way
 * go out together in the next, so concurrent deliveries share one flush. Lines that only say an
 * outcome was reported are written without a flush of their own (losing one costs a repeated
 * report, which the API answers "not recorded"). Once the file holds COMPACT_AFTER_LINES lines
 * it is rewritten with the outcomes still owed (written to a new file, flushed, renamed over).
 */
export class OutcomeJournal implements OutcomeRecorder {
  private readonly owed = new Map<string, JournaledOutcome>();
  private waiting: Array<{ line: string; durable: boolean; done?: { resolve: () => void; reject: (error: Error) => void } }> = [];
  private flushing: Promise<void> | null = null;
  private lines = 0;

  private constructor(
    private readonly path: string,
    private file: FileHandle,
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
    const journal = new OutcomeJournal(path, await open(path, 'a'), compactAfterLines);
    // A line cut short by a crash is ended, so that the next one is read on its own.
    if (text && !text.endsWith('\n')) await journal.file.write('\n');
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
    return new Promise((resolve, reject) => this.enqueue({ kind: 'outcome', outcome }, true, { resolve, reject }));
  }

  markReported(leaseToken: string): void {
    if (!this.owed.delete(leaseToken)) return;
    this.enqueue({ kind: 'reported', lease_token: leaseToken }, false);
  }

  /** Waits for the writes under way (a stopping agent), then closes the file. */
  async close(): Promise<void> {
    while (this.flushing) await this.flushing;
    await this.file.close();
  }

  private enqueue(entry: JournalLine, durable: boolean, done?: { resolve: () => void; reject: (error: Error) => void }): void {
    this.waiting.push({ line: `${JSON.stringify(entry)}\n`, durable, done });
    this.flushing ??= this.flushWaiting();
  }

  private async flushWaiting(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.waiting;
      this.waiting = [];
      try {
        if (this.lines >= this.compactAfterLines) await this.compact();
        await this.file.write(batch.map((entry) => entry.line).join(''));
        if (batch.some((entry) => entry.durable)) await this.file.datasync();
        this.lines += batch.length;
        for (const entry of batch) entry.done?.resolve();
      } catch (error) {
        for (const entry of batch) entry.done?.reject(error as Error);
      }
    }
    // In the same tick as the check above: a line enqueued from now on starts the next flush.
    this.flushing = null;
  }

  /** Rewrites the file with the outcomes still owed; a crash in between leaves the old file, whole. */
  private async compact(): Promise<void> {
    const next = `${this.path}.compacting`;
    const file = await open(next, 'w');
    try {
      const owed = [...this.owed.values()];
      await file.write(owed.map((outcome) => `${JSON.stringify({ kind: 'outcome', outcome } satisfies JournalLine)}\n`).join(''));
      await file.datasync();
      await rename(next, this.path);
      this.lines = owed.length;
    } catch (error) {
      await file.close();
      throw error;
    }
    await this.file.close();
    this.file = file;
    await syncFolder(dirname(this.path));
  }
}

/** Makes a rename in the folder durable (the folder's entry, not only the file, must reach the disk). */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
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
