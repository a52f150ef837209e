import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { generate } from 'selfsigned';
import { loadAppConfig } from '../config/app-config.js';
import { smtpCertificateCheck } from './certificate-check.js';
async function checkWith(pems, env) {
    const folder = await mkdtemp(join(tmpdir(), 'certificate-check-'));
    try {
        await writeFile(join(folder, 'cert.pem'), pems.cert);
        await writeFile(join(folder, 'key.pem'), pems.private);
        return await smtpCertificateCheck(loadAppConfig({ ...env, DATA_DIR: folder, SMTP_TLS_CERT_FILE: join(folder, 'cert.pem'), SMTP_TLS_KEY_FILE: join(folder, 'key.pem') }));
    }
    finally {
        await rm(folder, { recursive: true, force: true });
    }
}
test('a self-signed certificate for the SMTP host name is a warning, with the fix', async () => {
    const selfSigned = await generate([{ name: 'commonName', value: 'smtp.example.com' }], {
        keySize: 2048,
        extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'smtp.example.com' }] }],
    });
    const check = await checkWith(selfSigned, { SMTP_HOSTNAME: 'smtp.example.com' });
    assert.equal(check.status, 'warn');
    assert.match(check.found, /self-signed/);
    assert.match(check.fix, /^Get a certificate for smtp\.example\.com from a certificate authority/);
});
test('a certificate past its end fails', async () => {
    const expired = await generate([{ name: 'commonName', value: 'smtp.example.com' }], { keySize: 2048, notBeforeDate: new Date('2020-01-01'), notAfterDate: new Date('2021-01-01') });
    const check = await checkWith(expired, { SMTP_HOSTNAME: 'smtp.example.com' });
    assert.equal(check.status, 'fail');
    assert.match(check.found, /not now/);
});
test('without a certificate file yet (the listener makes one when it starts) the item is unknown', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'certificate-check-'));
    try {
        const check = await smtpCertificateCheck(loadAppConfig({ DATA_DIR: folder }));
        assert.equal(check.status, 'unknown');
        assert.match(check.fix, /^Give SMTP_HOSTNAME a public name first \(it is localhost\)/);
    }
    finally {
        await rm(folder, { recursive: true, force: true });
    }
});
//# sourceMappingURL=certificate-check.spec.js.map