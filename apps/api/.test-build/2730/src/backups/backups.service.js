var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
var BackupsService_1;
import { ConflictException, Inject, Injectable, InternalServerErrorException, Logger, NotFoundException, } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DataReplacement } from '../common/data-replacement.js';
import { PendingWrites } from '../common/pending-writes.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { JobLeadership } from '../job-leadership/job-leadership.service.js';
import { backupFileName, parseBackupFileName, readBackupFile, UnreadableBackupError, writeBackupFile, } from './backup-file.js';
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
let BackupsService = BackupsService_1 = class BackupsService {
    connection;
    config;
    leadership;
    pendingWrites;
    dataReplacement;
    logger = new Logger(BackupsService_1.name);
    directory;
    lastTakenAt = 0;
    /** Backups and restores run one at a time, in the order asked. */
    queue = Promise.resolve();
    restoring = false;
    schedule;
    constructor(connection, config, leadership, pendingWrites, dataReplacement) {
        this.connection = connection;
        this.config = config;
        this.leadership = leadership;
        this.pendingWrites = pendingWrites;
        this.dataReplacement = dataReplacement;
        this.directory = join(config.dataDir, 'backups');
    }
    onApplicationBootstrap() {
        if (this.config.backupIntervalHours === 0)
            return;
        const intervalMs = this.config.backupIntervalHours * HOUR_MS;
        void this.takeScheduledBackup(intervalMs);
        // Checked at least hourly: a process that took the job over from one that died (JobLeadership)
        // takes the next backup soon, not a whole interval after its own start.
        // unref: a pending backup timer alone never keeps the process alive.
        this.schedule = setInterval(() => void this.takeScheduledBackup(intervalMs), Math.min(intervalMs, HOUR_MS)).unref();
    }
    async onModuleDestroy() {
        clearInterval(this.schedule);
        // Let a running backup or restore finish before the database connection closes.
        await this.queue;
    }
    /** The backups on disk, newest first. */
    async list() {
        const files = await readdir(this.directory).catch((error) => {
            if (error.code === 'ENOENT')
                return [];
            throw error;
        });
        const named = files.flatMap((file) => parseBackupFileName(file) ?? []);
        const summaries = await Promise.all(named.map(async ({ file, takenAt, reason }) => ({
            file,
            taken_at: takenAt.toISOString(),
            reason,
            size: (await stat(join(this.directory, file))).size,
        })));
        return summaries.sort((a, b) => b.taken_at.localeCompare(a.taken_at) || b.file.localeCompare(a.file));
    }
    take(reason) {
        return this.exclusive(() => this.writeBackup(reason));
    }
    /** Restores the newest backup, after taking a safety backup of the data as it is now. */
    async restoreNewest() {
        if (this.restoring)
            throw new ConflictException('A restore is already running');
        this.restoring = true;
        try {
            return await this.exclusive(() => this.restoreNewestNow());
        }
        finally {
            this.restoring = false;
        }
    }
    async restoreNewestNow() {
        const [newest] = await this.list();
        if (!newest)
            throw new NotFoundException('No backup to restore');
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
        }
        catch (error) {
            throw await this.rollBack(newest.file, safety.file, error);
        }
    }
    /** Reads the whole file before anything is deleted, so a damaged backup changes nothing. */
    async checkReadable(path, file) {
        try {
            for await (const _entry of readBackupFile(path))
                ;
        }
        catch (error) {
            if (!(error instanceof UnreadableBackupError))
                throw error;
            throw new InternalServerErrorException(`The newest backup ${file} cannot be read (${error.message}); nothing was restored and the data is unchanged`);
        }
    }
    async rollBack(file, safetyFile, cause) {
        const reason = describe(cause);
        this.logger.error(`Restoring ${file} failed (${reason}); putting the data back from ${safetyFile}`);
        try {
            await this.replaceDataWith(join(this.directory, safetyFile));
        }
        catch (rollBackError) {
            this.logger.error(`Putting the data back from ${safetyFile} failed: ${describe(rollBackError)}`);
            return new InternalServerErrorException(`Restoring ${file} failed (${reason}) and putting the data back failed too (${describe(rollBackError)}); ` +
                `running the restore again restores the safety backup ${safetyFile}`);
        }
        return new InternalServerErrorException(`Restoring ${file} failed (${reason}); the data was put back as it was before the restore`);
    }
    /** The backup's data in place of the database's; what services keep in memory of it goes (DataReplacement). */
    async replaceDataWith(path) {
        try {
            return await this.replaceCollectionsWith(path);
        }
        finally {
            this.dataReplacement.replaced();
        }
    }
    /**
     * Empties each collection and inserts the backup's documents. Collections are emptied rather
     * than dropped so that their indexes stay. A collection the backup does not have did not exist
     * when it was taken, so it is emptied too.
     */
    async replaceCollectionsWith(path) {
        const restored = {};
        let batch = [];
        let current;
        const flush = async () => {
            if (current === undefined || batch.length === 0)
                return;
            await this.collection(current).insertMany(batch, { ordered: true });
            restored[current] += batch.length;
            batch = [];
        };
        for await (const entry of readBackupFile(path)) {
            if (entry.kind === 'collection') {
                await flush();
                current = isBackedUp(entry.name) ? entry.name : undefined;
                if (current === undefined)
                    continue;
                restored[current] = 0;
                await this.collection(current).deleteMany({});
            }
            else if (current !== undefined) {
                batch.push(entry.document);
                if (batch.length >= INSERT_BATCH_SIZE)
                    await flush();
            }
        }
        await flush();
        for (const name of await this.backedUpCollectionNames()) {
            if (name in restored)
                continue;
            await this.collection(name).deleteMany({});
            restored[name] = 0;
        }
        return restored;
    }
    /** Written to a temporary name and renamed when complete: a half-written backup never counts. */
    async writeBackup(reason) {
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
        }
        catch (error) {
            await rm(partial, { force: true });
            throw error;
        }
        await this.removeOldBackups();
        return { file, taken_at: takenAt.toISOString(), reason, size: (await stat(path)).size };
    }
    async removeOldBackups() {
        const outdated = (await this.list()).slice(this.config.backupKeep);
        for (const { file } of outdated)
            await rm(join(this.directory, file), { force: true });
    }
    async takeScheduledBackup(intervalMs) {
        try {
            if (!(await this.leadership.leads(SCHEDULED_BACKUPS_JOB)))
                return;
            const [newest] = await this.list();
            if (newest && Date.now() - Date.parse(newest.taken_at) < intervalMs)
                return;
            const taken = await this.take('scheduled');
            this.logger.log(`Scheduled backup ${taken.file} taken`);
        }
        catch (error) {
            this.logger.error(`Scheduled backup failed: ${describe(error)}`);
        }
    }
    async backedUpCollectionNames() {
        const collections = await this.database().listCollections({}, { nameOnly: true }).toArray();
        return collections
            .filter((collection) => collection.type !== 'view')
            .map((collection) => collection.name)
            .filter(isBackedUp)
            .sort();
    }
    collection(name) {
        return this.database().collection(name);
    }
    database() {
        const database = this.connection.db;
        if (!database)
            throw new Error('The database connection is not open');
        return database;
    }
    exclusive(work) {
        const run = this.queue.then(work);
        this.queue = run.catch(() => undefined);
        return run;
    }
};
BackupsService = BackupsService_1 = __decorate([
    Injectable(),
    __param(0, InjectConnection()),
    __param(1, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Function, Object, JobLeadership,
        PendingWrites,
        DataReplacement])
], BackupsService);
export { BackupsService };
function isBackedUp(collection) {
    return !collection.startsWith('system.') && !COLLECTIONS_NOT_BACKED_UP.has(collection);
}
function describe(error) {
    return error instanceof Error ? error.message : String(error);
}
//# sourceMappingURL=backups.service.js.map