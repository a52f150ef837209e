import assert from 'node:assert/strict';
import crypto, { generateKeyPairSync } from 'node:crypto';
import { test } from 'node:test';
import { dkimVerify } from 'mailauth/lib/dkim/verify.js';
import { keepImportedPrivateKeys } from './imported-key-cache.js';
import { overSignedDkimSignatures } from './over-signing-dkim-signer.js';
const keyPair = () => {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    return {
        pem: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        publicKey: pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    };
};
/** The DKIM result of a message signed with `pem`, checked against `publicKey` published for it. */
async function dkimResultOf(pem, publicKey) {
    const message = Buffer.from('From: a@mine.example\r\nSubject: x\r\n\r\nbody\r\n');
    const signature = await overSignedDkimSignatures(message, [{ domain: 'mine.example', selector: 's1', privateKeyPem: pem }]);
    const result = await dkimVerify(Buffer.concat([Buffer.from(signature), message]), {
        resolver: async (name, type) => {
            if (type === 'TXT' && name === 's1._domainkey.mine.example')
                return [[`v=DKIM1; k=rsa; p=${publicKey}`]];
            throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
        },
    });
    return result.results[0].status.result;
}
test('a signing thread imports each PEM key once and still signs with the right key', async () => {
    keepImportedPrivateKeys();
    const [first, second] = [keyPair(), keyPair()];
    const imported = crypto.createPrivateKey({ key: Buffer.from(first.pem), format: 'pem' });
    assert.equal(crypto.createPrivateKey({ key: Buffer.from(first.pem), format: 'pem' }), imported, 'the same key object again');
    assert.equal(crypto.createPrivateKey(first.pem), imported, 'whether given as text or bytes');
    assert.notEqual(crypto.createPrivateKey(second.pem), imported, 'another PEM is another key');
    assert.equal(await dkimResultOf(first.pem, first.publicKey), 'pass');
    assert.equal(await dkimResultOf(second.pem, second.publicKey), 'pass', 'the second key signs with itself, not the first one kept');
    assert.equal(await dkimResultOf(second.pem, first.publicKey), 'fail');
});
//# sourceMappingURL=imported-key-cache.spec.js.map