import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadAppConfig } from './app-config.js';
import { adminTokenFile, generateSecret, replaceSecretFile, resolveRuntimeSecrets } from './persistent-secrets.js';
test('generates the admin token and secret key once and keeps them across restarts', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'secrets-'));
    try {
        const config = loadAppConfig({ DATA_DIR: dataDir });
        const first = await resolveRuntimeSecrets(config);
        const second = await resolveRuntimeSecrets(config);
        assert.match(first.adminToken, /^[0-9a-f]{64}$/);
        assert.match(first.secretKey, /^[0-9a-f]{64}$/);
        assert.notEqual(first.adminToken, first.secretKey);
        assert.deepEqual(second, first);
        assert.equal((await stat(join(dataDir, 'admin-token'))).mode & 0o077, 0, 'only the owner may read it');
    }
    finally {
        await rm(dataDir, { recursive: true, force: true });
    }
});
test('configured values win over generated ones', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'secrets-'));
    try {
        const secrets = await resolveRuntimeSecrets(loadAppConfig({ DATA_DIR: dataDir, ADMIN_TOKEN: 'configured-admin-token', SECRET_KEY: '0f'.repeat(32) }));
        assert.deepEqual(secrets, { adminToken: 'configured-admin-token', secretKey: '0f'.repeat(32) });
    }
    finally {
        await rm(dataDir, { recursive: true, force: true });
    }
});
test('a replaced secret file holds the new secret only, readable by the owner alone', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'secrets-'));
    try {
        const config = loadAppConfig({ DATA_DIR: dataDir });
        const first = await resolveRuntimeSecrets(config);
        const replacement = generateSecret();
        assert.notEqual(replacement, first.adminToken);
        await replaceSecretFile(adminTokenFile(config), replacement);
        assert.equal((await resolveRuntimeSecrets(config)).adminToken, replacement);
        assert.equal((await stat(adminTokenFile(config))).mode & 0o077, 0);
        assert.deepEqual((await readdir(dataDir)).sort(), ['admin-token', 'secret-key'], 'no partial file is left');
    }
    finally {
        await rm(dataDir, { recursive: true, force: true });
    }
});
//# sourceMappingURL=persistent-secrets.spec.js.map