import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
/**
 * A secret that is not configured is generated on first start and kept in a file of dataDir,
 * so it stays the same across restarts (the admin token in the sign-in link, the key that
 * decrypts secrets at rest).
 */
export async function resolveRuntimeSecrets(config) {
    await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
    return {
        adminToken: config.adminToken ?? (await readOrCreateSecret(adminTokenFile(config))),
        secretKey: config.secretKey ?? (await readOrCreateSecret(join(config.dataDir, 'secret-key'))),
    };
}
/** Where the generated (or rotated) admin token is kept when ADMIN_TOKEN is not set. */
export function adminTokenFile(config) {
    return join(config.dataDir, 'admin-token');
}
/** A fresh secret, in the form of the generated ones. */
export function generateSecret() {
    return randomBytes(32).toString('hex');
}
/** Replaces a secret file at once: readers see the old file or the new one, never a part. */
export async function replaceSecretFile(path, secret) {
    const partial = `${path}.${process.pid}.partial`;
    await writeFile(partial, `${secret}\n`, { mode: 0o600 });
    await rename(partial, path);
}
/** The secret kept in the file, generated into it on first use. */
export async function readOrCreateSecret(path) {
    if (existsSync(path))
        return (await readFile(path, 'utf8')).trim();
    const secret = generateSecret();
    // 'wx' fails if another process created the file meanwhile; then theirs wins.
    await writeFile(path, `${secret}\n`, { mode: 0o600, flag: 'wx' }).catch(async (error) => {
        if (error.code !== 'EEXIST')
            throw error;
    });
    return (await readFile(path, 'utf8')).trim();
}
//# sourceMappingURL=persistent-secrets.js.map