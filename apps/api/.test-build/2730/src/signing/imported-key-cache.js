import crypto from 'node:crypto';
/** Keys kept per signing thread: far more than the domains that sign at one time. */
const KEYS_KEPT = 1000;
/**
 * mailauth's DKIM signer imports the private key from its PEM text for every message it signs
 * (crypto.createPrivateKey, about 40 % of signing a 5 KiB message with RSA 2048) and takes no
 * imported key. Installed in a signing thread, this makes createPrivateKey keep what it imported
 * from PEM text, so each domain's key is imported once per thread. Keys are immutable KeyObjects;
 * the thread signs only with keys the API gave it.
 */
export function keepImportedPrivateKeys() {
    const importKey = crypto.createPrivateKey;
    const imported = new Map();
    crypto.createPrivateKey = ((key) => {
        const pem = pemTextOf(key);
        if (pem === null)
            return importKey(key);
        let keyObject = imported.get(pem);
        if (!keyObject) {
            keyObject = importKey(key);
            if (imported.size >= KEYS_KEPT)
                imported.clear();
            imported.set(pem, keyObject);
        }
        return keyObject;
    });
}
function pemTextOf(key) {
    if (typeof key === 'string')
        return key;
    if (!key || typeof key !== 'object' || !('key' in key))
        return null;
    const options = key;
    if ((options.format ?? 'pem') !== 'pem' || options.passphrase !== undefined)
        return null;
    if (typeof options.key === 'string')
        return options.key;
    return Buffer.isBuffer(options.key) ? options.key.toString('latin1') : null;
}
//# sourceMappingURL=imported-key-cache.js.map