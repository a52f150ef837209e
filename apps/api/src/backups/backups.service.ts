import {
  ConflictException,
  Inject,
  Injectable,
  InternalServerErrorException,
  Logger,
  NotFoundException,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Connection } from 'mongoose';
import type { BackupReason, BackupSummary, RestoreResponse } from '@platform/contracts';
import { DataReplacement } from '../common/data-replacement.js';
import { PendingWrites } from '../common/pending-writes.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import type { AppConfig } from '../config/app-config.js';
import { JobLeadership } from '../job-leadership/job-leadership.service.js';
import {
  backupFileName,
  parseBackupFileName,
  readBackupFile,
  UnreadableBackupError,
  writeBackupFile,
  type BackupDocument,
} from './backup-file.js';

/**
 * Sign-in state, not data: restoring it could bring back reset links already used, sessions
 * already ended, a master admin token since rotated or locks since lifted, so backups leave
 * these collections out and restores leave them alone.
 */
const COLLECTIONS_NOT_BACKED_UP = new Set(['admin_sessions', 'password_reset_tokens', 'admin_master_token', 'sign_in_failures']);
const INSERT_BATCH_SIZE = 500;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Backups of the whole database as files in dataDir/backups: taken on a schedule, on request,
 * and before every restore. With no transactions to lean on, a restore that fails half-way is
 * undone by restoring the backup taken just before it.
 */
/** The periodic job's name in the job leases: one API process takes the scheduled backups. */
const SCHEDULED_BACKUPS_JOB = 'scheduled-backups';

@Injectable()
export class BackupsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(BackupsService.name);
  readonly directory: string;
  private lastTakenAt = 0;
  /** Backups and restores run one at a time, in the order asked. */
  private queue: Promise<unknown> = Promise.resolve();
  private restoring = false;
  private schedule?: NodeJS.Timeout;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly leadership: JobLeadership,
    private readonly pendingWrites: PendingWrites,
    private readonly dataReplacement: DataReplacement,
  ) {
    this.directory = join(config.dataDir, 'backups');
  }

  onApplicationBootstrap(): void {
    if (this.config.backupIntervalHours === 0) return;
    const intervalMs = this.config.backupIntervalHours * HOUR_MS;
    void this.takeScheduledBackup(intervalMs);
    // Checked at least hourly: a process that took the job over from one that died (JobLeadership)
    // takes the next backup soon, not a whole interval after its own start.
    // unref: a pending backup timer alone never keeps the process alive.
    this.schedule = setInterval(() => void this.takeScheduledBackup(intervalMs), Math.min(intervalMs, HOUR_MS)).unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.schedule);
    // Let a running backup or restore finish before the database connection closes.
    await this.queue;
  }

  /** The backups on disk, newest first. */
  async list(): Promise<BackupSummary[]> {
    const files = await readdir(this.directory).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    const named = files.flatMap((file) => parseBackupFileName(file) ?? []);
    const summaries = await Promise.all(
      named.map(async ({ file, takenAt, reason }): Promise<BackupSummary> => ({
        file,
        taken_at: takenAt.toISOString(),
        reason,
        size: (await stat(join(this.directory, file))).size,
      })),
    );
    return summaries.sort((a, b) => b.taken_at.localeCompare(a.taken_at) || b.file.localeCompare(a.file));
  }

  take(reason: BackupReason): Promise<BackupSummary> {
    return this.exclusive(() => this.writeBackup(reason));
  }

  /** Restores the newest backup, after taking a safety backup of the data as it is now. */
  async restoreNewest(): Promise<RestoreResponse> {
    if (this.restoring) throw new ConflictException('A restore is already running');
    this.restoring = true;
    try {
      return await this.exclusive(() => this.restoreNewestNow());
    } finally {
      this.restoring = false;
    }
  }

  private async restoreNewestNow(): Promise<RestoreResponse> {
    const [newest] = await this.list();
    if (!newest) throw new NotFoundException('No backup to restore');
    const path = join(this.directory, newest.file);
    await this.checkReadable(path, newest.file);

    const safety = await this.writeBackup('pre-restore');
    try {
      const collections = await this.replaceDataWith(path);
      this.logger.log(`Restored ${newest.file} (safety backup ${safety.file})`);
      return {
        restored: true,
        backup_taken_at: newest.taken_at,
        backup_file: newest.file,
        collections,
        safety_backup_file: safety.file,
      };
    } catch (error) {
      throw await this.rollBack(newest.file, safety.file, error);
    }
  }

  /** Reads the whole file before anything is deleted, so a damaged backup changes nothing. */
  private async checkReadable(path: string, file: string): Promise<void> {
    try {
      for await (const _entry of readBackupFile(path));
    } catch (error) {
      if (!(error instanceof UnreadableBackupError)) throw error;
      throw new InternalServerErrorException(
        `The newest backup ${file} cannot be read (${error.message}); nothing was restored and the data is unchanged`,
      );
    }
  }

  private async rollBack(file: string, safetyFile: string, cause: unknown): Promise<InternalServerErrorException> {
    const reason = describe(cause);
    this.logger.error(`Restoring ${file} failed (${reason}); putting the data back from ${safetyFile}`);
    try {
      await this.replaceDataWith(join(this.directory, safetyFile));
    } catch (rollBackError) {
      this.logger.error(`Putting the data back from ${safetyFile} failed: ${describe(rollBackError)}`);
      return new InternalServerErrorException(
        `Restoring ${file} failed (${reason}) and putting the data back failed too (${describe(rollBackError)}); ` +
          `running the restore again restores the safety backup ${safetyFile}`,
      );
    }
    return new InternalServerErrorException(`Restoring ${file} failed (${reason}); the data was put back as it was before the restore`);
  }

  /** The backup's data in place of the database's; what services keep in memory of it goes (DataReplacement). */
  private async replaceDataWith(path: string): Promise<Record<string, number>> {
    try {
      return await this.replaceCollectionsWith(path);
    } finally {
      this.dataReplacement.replaced();
    }
  }

  /**
   * Empties each collection and inserts the backup's documents. Collections are emptied rather
   * than dropped so that their indexes stay. A collection the backup does not have did not exist
   * when it was taken, so it is emptied too.
   */
  private async replaceCollectionsWith(path: string): Promise<Record<string, number>> {
    const restored: Record<string, number> = {};
    let batch: BackupDocument[] = [];
    let current: string | undefined;
    const flush = async () => {
      if (current === undefined || batch.length === 0) return;
      await this.collection(current).insertMany(batch, { ordered: true });
      restored[current] += batch.length;
      batch = [];
    };

    for await (const entry of readBackupFile(path)) {
      if (entry.kind === 'collection') {
        await flush();
        current = isBackedUp(entry.name) ? entry.name : undefined;
        if (current === undefined) continue;
        restored[current] = 0;
        await this.collection(current).deleteMany({});
      } else if (current !== undefined) {
        batch.push(entry.document);
        if (batch.length >= INSERT_BATCH_SIZE) await flush();
      }
    }
    await flush();

    for (const name of await this.backedUpCollectionNames()) {
      if (name in restored) continue;
      await this.collection(name).deleteMany({});
      restored[name] = 0;
    }
    return restored;
  }

  /** Written to a temporary name and renamed when complete: a half-written backup never counts. */
  private async writeBackup(reason: BackupReason): Promise<BackupSummary> {
    await mkdir(this.directory, { recursive: true, mode: 0o700 });
    // Strictly increasing times keep names unique and the order of backups clear.
    const takenAt = new Date(Math.max(Date.now(), this.lastTakenAt + 1));
    this.lastTakenAt = takenAt.getTime();
    const file = backupFileName(takenAt, reason);
    const path = join(this.directory, file);
    const partial = `${path}.partial`;
    try {
      await this.pendingWrites.flushAll();
      const names = await this.backedUpCollectionNames();
      await writeBackupFile(partial, takenAt, names.map((name) => ({ name, documents: this.collection(name).find({}) })));
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    await this.removeOldBackups();
    return { file, taken_at: takenAt.toISOString(), reason, size: (await stat(path)).size };
  }

  private async removeOldBackups(): Promise<void> {
    const outdated = (await this.list()).slice(this.config.backupKeep);
    for (const { file } of outdated) await rm(join(this.directory, file), { force: true });
  }

  private async takeScheduledBackup(intervalMs: number): Promise<void> {
    try {
      if (!(await this.leadership.leads(SCHEDULED_BACKUPS_JOB))) return;
      const [newest] = await this.list();
      if (newest && Date.now() - Date.parse(newest.taken_at) < intervalMs) return;
      const taken = await this.take('scheduled');
      this.logger.log(`Scheduled backup ${taken.file} taken`);
    } catch (error) {
      this.logger.error(`Scheduled backup failed: ${describe(error)}`);
    }
  }

  private async backedUpCollectionNames(): Promise<string[]> {
    const collections = await this.database().listCollections({}, { nameOnly: true }).toArray();
    return collections
      .filter((collection) => collection.type !== 'view')
      .map((collection) => collection.name)
      .filter(isBackedUp)
      .sort();
  }

  private collection(name: string) {
    return this.database().collection(name);
  }

  private database() {
    const database = this.connection.db;
    if (!database) throw new Error('The database connection is not open');
    return database;
  }

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work);
    this.queue = run.catch(() => undefined);
    return run;
  }
}

function isBackedUp(collection: string): boolean {
  return !collection.startsWith('system.') && !COLLECTIONS_NOT_BACKED_UP.has(collection);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
