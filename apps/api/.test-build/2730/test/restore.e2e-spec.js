import assert from 'node:assert/strict';
import { readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import { getConnectionToken } from '@nestjs/mongoose';
import { backupFileName, writeBackupFile } from '../src/backups/backup-file.js';
import { BackupsService } from '../src/backups/backups.service.js';
import { startTestApp } from './support/test-app.js';
const PASSWORD = 'password-1234';
/** A time after every real backup, so a file named with it is the newest. */
const FAR_FUTURE = new Date('2099-01-01T00:00:00.000Z');
describe('backups and restore API', () => {
    let api;
    const admin = () => ({ 'x-admin-token': api.adminToken });
    const database = () => api.app.get(getConnectionToken());
    const backupsDirectory = () => api.app.get(BackupsService).directory;
    const createUser = async (email, firstName = '') => {
        const response = await api.http.post('/api/admin/users').set(admin()).send({ email, password: PASSWORD, firstName });
        assert.equal(response.status, 201, JSON.stringify(response.body));
        return response.body;
    };
    const userEmails = async () => {
        const response = await api.http.get('/api/admin/users?limit=100').set(admin());
        return response.body.items.map((user) => user.email).sort();
    };
    const listBackups = async () => {
        const response = await api.http.get('/api/admin/backups?limit=100').set(admin());
        assert.equal(response.status, 200);
        return response.body;
    };
    const takeBackup = async () => {
        const response = await api.http.post('/api/admin/backups').set(admin());
        assert.equal(response.status, 201, JSON.stringify(response.body));
        return response.body;
    };
    before(async () => {
        api = await startTestApp();
    });
    after(async () => {
        await api?.close();
    });
    test('restore answers 404 while there is no backup, and the list is empty', async () => {
        const response = await api.http.post('/api/admin/restore').set(admin());
        assert.equal(response.status, 404);
        assert.equal(response.body.message, 'No backup to restore');
        assert.deepEqual(await listBackups(), { items: [], total: 0, page: 1, limit: 100 });
    });
    test('POST /api/admin/backups takes a backup now, which the list shows newest first', async () => {
        const first = await takeBackup();
        assert.equal(first.reason, 'manual');
        assert.ok(first.size > 0);
        assert.ok(Math.abs(Date.parse(first.taken_at) - Date.now()) < 60_000);
        const second = await takeBackup();
        const list = await listBackups();
        assert.equal(list.total, 2);
        assert.deepEqual(list.items.map((backup) => backup.file), [second.file, first.file]);
        assert.deepEqual(list.items[0], second);
    });
    test('restore brings back the data of the newest backup, keeps indexes, and reports what it did', async () => {
        const kept = await createUser('kept@example.com', 'Original');
        await createUser('deleted-later@example.com');
        const backup = await takeBackup();
        const emailsAtBackup = await userEmails();
        const deleted = (await api.http.get('/api/admin/users?q=deleted-later').set(admin())).body.items[0];
        assert.equal((await api.http.delete(`/api/admin/users/${deleted._id}`).set(admin())).status, 204);
        await createUser('created-later@example.com');
        await api.http.patch(`/api/admin/users/${kept._id}`).set(admin()).send({ firstName: 'Changed' });
        assert.notDeepEqual(await userEmails(), emailsAtBackup);
        const response = await api.http.post('/api/admin/restore').set(admin());
        assert.equal(response.status, 200, JSON.stringify(response.body));
        const body = response.body;
        assert.equal(body.restored, true);
        assert.equal(body.backup_file, backup.file);
        assert.equal(body.backup_taken_at, backup.taken_at);
        assert.equal(body.collections.users, emailsAtBackup.length);
        assert.match(body.safety_backup_file, /-pre-restore\.ndjson\.gz$/);
        const safety = (await listBackups()).items.find((item) => item.file === body.safety_backup_file);
        assert.equal(safety?.reason, 'pre-restore');
        assert.deepEqual(await userEmails(), emailsAtBackup);
        const reread = await api.http.get(`/api/admin/users/${kept._id}`).set(admin());
        assert.equal(reread.status, 200, 'ids survive the restore');
        assert.equal(reread.body.user.firstName, 'Original');
        assert.equal(reread.body.user.createdAt, kept.createdAt, 'dates survive the restore');
        const indexes = await database().collection('users').indexes();
        assert.ok(indexes.some((index) => index.key.email === 1 && index.unique), JSON.stringify(indexes));
        const duplicate = await api.http.post('/api/admin/users').set(admin()).send({ email: 'kept@example.com', password: PASSWORD });
        assert.equal(duplicate.status, 409, 'the unique e-mail index still holds');
    });
    test('restoring again restores the safety backup, undoing the previous restore', async () => {
        const before = await userEmails();
        const response = await api.http.post('/api/admin/restore').set(admin());
        assert.equal(response.status, 200);
        assert.match(response.body.backup_file, /-pre-restore\.ndjson\.gz$/);
        const after = await userEmails();
        assert.ok(after.includes('created-later@example.com'));
        assert.ok(!after.includes('deleted-later@example.com'));
        assert.notDeepEqual(after, before);
    });
    test('a damaged newest backup is refused clearly; nothing is changed and no safety backup taken', async () => {
        const emailsBefore = await userEmails();
        const backupsBefore = (await listBackups()).total;
        const damaged = join(backupsDirectory(), backupFileName(FAR_FUTURE, 'manual'));
        await writeFile(damaged, 'this is not a gzip file');
        try {
            const response = await api.http.post('/api/admin/restore').set(admin());
            assert.equal(response.status, 500);
            assert.match(response.body.message, /cannot be read .*nothing was restored and the data is unchanged/);
            assert.deepEqual(await userEmails(), emailsBefore);
            assert.equal((await listBackups()).total, backupsBefore + 1, 'only the damaged file was added');
        }
        finally {
            await rm(damaged);
        }
    });
    test('a restore that fails half-way puts the data back as it was', async () => {
        const emailsBefore = await userEmails();
        const users = await database().collection('users').find({}).toArray();
        const failing = join(backupsDirectory(), backupFileName(FAR_FUTURE, 'manual'));
        // Readable, but its users cannot be inserted (one _id twice): fails after the users were emptied.
        await writeBackupFile(failing, FAR_FUTURE, [
            { name: 'users', documents: toAsync([users[0], users[0]]) },
        ]);
        try {
            const response = await api.http.post('/api/admin/restore').set(admin());
            assert.equal(response.status, 500);
            assert.match(response.body.message, /^Restoring backup-2099-.* failed \(.*\); the data was put back as it was before the restore$/);
            assert.deepEqual(await userEmails(), emailsBefore);
            assert.equal(await database().collection('users').countDocuments(), users.length);
        }
        finally {
            await rm(failing);
        }
    });
    test('every backup call answers 401 without a valid admin token', async () => {
        assert.equal((await api.http.get('/api/admin/backups')).status, 401);
        assert.equal((await api.http.post('/api/admin/backups')).status, 401);
        assert.equal((await api.http.post('/api/admin/restore')).status, 401);
        assert.equal((await api.http.post('/api/admin/restore').set('x-admin-token', 'not-the-token')).status, 401);
    });
    test('the list answers 400 for a bad page or limit', async () => {
        assert.equal((await api.http.get('/api/admin/backups?limit=0').set(admin())).status, 400);
        assert.equal((await api.http.get('/api/admin/backups?page=x').set(admin())).status, 400);
    });
});
describe('scheduled backups and the number kept', () => {
    let api;
    const admin = () => ({ 'x-admin-token': api.adminToken });
    before(async () => {
        api = await startTestApp({ env: { BACKUP_INTERVAL_HOURS: '24', BACKUP_KEEP: '2' } });
    });
    after(async () => {
        await api?.close();
    });
    test('a backup is taken at start-up when there is none from the last interval', async () => {
        let list;
        for (let waited = 0; waited < 10_000 && !list?.total; waited += 100) {
            await sleep(100);
            list = (await api.http.get('/api/admin/backups').set(admin())).body;
        }
        assert.equal(list?.total, 1);
        assert.equal(list?.items[0].reason, 'scheduled');
    });
    test('only the newest BACKUP_KEEP backups are kept, and half-written files never count', async () => {
        const directory = api.app.get(BackupsService).directory;
        await writeFile(join(directory, `${backupFileName(FAR_FUTURE, 'manual')}.partial`), 'half-written');
        const taken = [];
        for (let count = 0; count < 3; count += 1) {
            taken.push((await api.http.post('/api/admin/backups').set(admin())).body);
        }
        const list = (await api.http.get('/api/admin/backups').set(admin())).body;
        assert.deepEqual(list.items.map((backup) => backup.file), [taken[2].file, taken[1].file]);
        const files = (await readdir(directory)).filter((file) => file.endsWith('.ndjson.gz'));
        assert.equal(files.length, 2);
    });
});
async function* toAsync(items) {
    yield* items;
}
//# sourceMappingURL=restore.e2e-spec.js.map