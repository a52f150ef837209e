import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
const generateKeyPairAsync = promisify(generateKeyPair);
/** A 2048-bit RSA key for DKIM signing, generated in the thread pool so requests keep being served meanwhile. */
export async function generateDkimKeyPair() {
    const { privateKey, publicKey } = await generateKeyPairAsync('rsa', {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    return { privateKeyPem: privateKey, publicKeyPem: publicKey };
}
/**
 * Selectors named after the month the key was made (`s202607`): a later key rotation can publish
 * its new selector beside the old one while mail signed with the old key is still in flight.
 */
export function dkimSelectorFor(createdAt) {
    return `s${createdAt.getUTCFullYear()}${String(createdAt.getUTCMonth() + 1).padStart(2, '0')}`;
}
/** The p= value of a DKIM record: the key's base64 without PEM header and footer lines, whitespace or quotes. */
export function dkimPublicKeyValue(publicKeyPem) {
    return publicKeyPem
        .replace(/-----(BEGIN|END)[^-]*-----/g, '')
        .replace(/["'\s]/g, '');
}
//# sourceMappingURL=dkim-key.js.map