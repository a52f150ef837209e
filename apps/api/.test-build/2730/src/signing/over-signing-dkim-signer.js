import { DkimSigner } from 'mailauth/lib/dkim/dkim-signer.js';
import { defaultDKIMFieldNames, writeToStream } from 'mailauth/lib/tools.js';
/** mailauth's default list, plus List-Unsubscribe-Post, which one-click unsubscribe (RFC 8058 section 4) requires signed. */
export const SIGNED_FIELDS = `${defaultDKIMFieldNames}:List-Unsubscribe-Post`;
/**
 * Fields listed in h= once more than the message has them (RFC 6376 section 5.4.2), so that one
 * added later, above the signed ones (a second From that a mail client shows), fails the
 * signature: the fields a reader sees as who, to whom, what and when, and how to unsubscribe.
 */
export const OVERSIGNED_FIELDS = [
    'From',
    'Reply-To',
    'To',
    'Cc',
    'Subject',
    'Date',
    'List-Id',
    'List-Help',
    'List-Unsubscribe',
    'List-Unsubscribe-Post',
    'List-Subscribe',
    'List-Post',
    'List-Owner',
    'List-Archive',
];
/**
 * mailauth's DKIM signer with over-signing, which it has no option for: it writes h= from the
 * fields present alone. It builds h= by joining the name as written (casedKey) of each field it
 * signs, bottom-up, and hashes each field's own line; so a name appended to the casedKey of a
 * field's topmost instance (the last one signed) is listed once more in h= without changing what
 * is hashed, and a verifier, finding no instance left for it, hashes the null string, exactly as
 * RFC 6376 section 5.4.2 has it. A name the message does not have at all rides on From, which
 * every signed message has.
 */
class OverSigningDkimSigner extends DkimSigner {
    async messageHeaders(headers) {
        await super.messageHeaders(headers);
        listOnceMore(headers.parsed, OVERSIGNED_FIELDS);
    }
}
function listOnceMore(fields, names) {
    const topmost = new Map();
    for (const field of fields)
        if (field.key && !topmost.has(field.key))
            topmost.set(field.key, field);
    const from = topmost.get('from');
    for (const name of names) {
        const anchor = topmost.get(name.toLowerCase()) ?? from;
        if (anchor)
            anchor.casedKey = `${anchor.casedKey}:${name}`;
    }
}
/** The DKIM-Signature fields (one per key, each ending with CRLF) to put on top of the message. */
export async function overSignedDkimSignatures(message, keys) {
    const signer = new OverSigningDkimSigner({
        canonicalization: 'relaxed/relaxed',
        algorithm: 'rsa-sha256',
        headerList: SIGNED_FIELDS,
        signatureData: keys.map((key) => ({ signingDomain: key.domain, selector: key.selector, privateKey: key.privateKeyPem })),
    });
    await writeToStream(signer, message);
    if (signer.errors.length || signer.signatureHeaders.length !== keys.length) {
        throw new Error(signer.errors.map((entry) => entry.err.message).join('; ') || 'no signature was produced');
    }
    return signer.signatureHeaders.map((header) => `${header}\r\n`).join('');
}
//# sourceMappingURL=over-signing-dkim-signer.js.map