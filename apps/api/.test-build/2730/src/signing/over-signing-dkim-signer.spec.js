import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { test } from 'node:test';
import { dkimVerify } from 'mailauth/lib/dkim/verify.js';
import { overSignedDkimSignatures } from './over-signing-dkim-signer.js';
const keyPair = generateKeyPairSync('rsa', { modulusLength: 2048 });
const KEY = {
    domain: 'mine.example',
    selector: 's1',
    privateKeyPem: keyPair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
};
const PUBLIC_KEY = keyPair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
const MESSAGE = [
    'From: News <news@mine.example>',
    'To: reader@recipient.example',
    'Subject: Spring',
    'Date: Tue, 05 Mar 2024 10:00:00 +0000',
    'Message-ID: <m1@mine.example>',
    'List-Unsubscribe: <https://mine.example/u/1>',
    'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    '',
    'Hello',
].join('\r\n');
const verify = async (raw) => {
    const result = await dkimVerify(Buffer.from(raw), {
        resolver: async (name, type) => {
            if (type === 'TXT' && name === 's1._domainkey.mine.example')
                return [[`v=DKIM1; k=rsa; p=${PUBLIC_KEY}`]];
            throw Object.assign(new Error(`no ${type} for ${name}`), { code: 'ENOTFOUND' });
        },
    });
    return result.results[0]?.status?.result;
};
test('the signature verifies and lists each over-signed field once more than the message has it', async () => {
    const signature = await overSignedDkimSignatures(Buffer.from(MESSAGE), [KEY]);
    assert.equal(await verify(signature + MESSAGE), 'pass');
    const signedNames = /h=([^;]+);/.exec(signature.replace(/\r\n\s+/g, ''))[1].split(':').map((name) => name.trim().toLowerCase());
    const count = (name) => signedNames.filter((signed) => signed === name).length;
    assert.equal(count('from'), 2);
    assert.equal(count('subject'), 2);
    assert.equal(count('list-unsubscribe-post'), 2);
    assert.equal(count('reply-to'), 1, 'a field the message lacks is still listed, so adding it breaks the signature');
    assert.equal(count('message-id'), 1, 'signed but not over-signed');
});
test('a second From, Subject or List-Unsubscribe added above the signed ones fails verification', async () => {
    const signature = await overSignedDkimSignatures(Buffer.from(MESSAGE), [KEY]);
    for (const added of ['From: security@paypal.com', 'Subject: Urgent', 'List-Unsubscribe: <https://evil.example/>', 'Reply-To: thief@evil.example']) {
        assert.equal(await verify(`${signature}${added}\r\n${MESSAGE}`), 'fail', added);
    }
    assert.equal(await verify(`${signature}X-Added: fine\r\n${MESSAGE}`), 'pass', 'an unsigned field may still be added');
});
test('one signature per key, in one pass', async () => {
    const signatures = await overSignedDkimSignatures(Buffer.from(MESSAGE), [KEY, { ...KEY, selector: 's2' }]);
    assert.equal(signatures.match(/^DKIM-Signature:/gm)?.length, 2);
});
//# sourceMappingURL=over-signing-dkim-signer.spec.js.map