/**
 * Author alignment: who a message says it is from must be someone the sender may speak for.
 *
 * The rule (README, "Sending mail", says the same to customers):
 * - Every address in the `From:` header, and the `Sender:` header's address where there is one,
 *   must be at a domain of the sending user on this platform that is active and DKIM-verified
 *   (REQUIRE_VERIFIED_DKIM), or at a subdomain of one (`news.example.com` under `example.com`).
 *   The nearest domain on the platform that verified DKIM decides (the nearest registered when
 *   none has: DomainsService.decidingDomain): a subdomain another customer registered and
 *   verified is theirs, even under a parent domain of this user's; one never verified is not.
 * - The message is DKIM-signed with the key of the domain each From address aligns with, so d=
 *   is the From domain or its parent: DMARC's relaxed alignment (adkim=r, the default) passes; a
 *   domain whose DMARC policy says adkim=s must send from the domain itself, not a subdomain.
 * - `Sender:` as mailing lists use it gets no exemption: the same rule as From. A list run
 *   through this platform sends with its own domain.
 * - The platform's own domain (PUBLIC_HOSTNAME, else platform.localhost) belongs to no account:
 *   an author there aligns only when it is the sending account's own sandbox address
 *   (`<account id>@<platform domain>`, submission/sandbox-rules.service.ts), which is then signed
 *   with the platform's key and sent only within the sandbox; any other address there, or a
 *   subdomain of it, is refused as not the sender's.
 * - Credentials restricted to one domain (an SMTP account's domain; a domain-limited API key's)
 *   narrow this to that domain and its subdomains; the envelope sender must be at that domain.
 * - RFC 5322 section 3.6: exactly one From field, naming at least one address, and at most one
 *   Sender field, naming exactly one. Anything else is refused, since a reader may see a field
 *   the checks did not.
 *
 * Headers are read with libraries, never with patterns over the raw text: mailauth splits the
 * fields (folding), nodemailer's addressparser reads the addresses (display names with "@" or
 * quotes, comments, groups, several mailboxes), and mailauth's author-domain reader takes the
 * domain of each address as its DMARC check would (quoted local parts, source routes; an address
 * with two "@" yields two domains and is refused).
 */
import addressparser from 'nodemailer/lib/addressparser/index.js';
import { getAddressDomains } from 'mailauth/lib/dmarc/author-domain.js';
import { fieldValue } from './message-headers.js';
import { SubmissionRefused } from './submission-refused.js';
/** Every author of the message (each From address, then the Sender's); refuses a malformed From or Sender. */
export function authorsOf(section) {
    const from = section.fields.filter((field) => field.key === 'from');
    const sender = section.fields.filter((field) => field.key === 'sender');
    if (from.length === 0)
        throw SubmissionRefused.badInput('The message has no From header');
    if (from.length > 1)
        throw SubmissionRefused.badInput(`The message has ${from.length} From headers; exactly one is allowed`);
    if (sender.length > 1)
        throw SubmissionRefused.badInput(`The message has ${sender.length} Sender headers; at most one is allowed`);
    const fromAddresses = mailboxesIn('From', fieldValue(from[0]));
    if (fromAddresses.length === 0)
        throw SubmissionRefused.badInput('The From header names no address');
    const authors = fromAddresses.map((address) => author('From', address));
    if (sender.length) {
        const senderAddresses = mailboxesIn('Sender header', fieldValue(sender[0]));
        if (senderAddresses.length !== 1)
            throw SubmissionRefused.badInput('The Sender header must name exactly one address');
        authors.push(author('Sender header', senderAddresses[0]));
    }
    return authors;
}
/** The domain itself, then each parent with at least two labels: where a platform domain it aligns with may be. */
export function alignmentCandidates(domain) {
    const labels = domain.split('.');
    return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
}
/**
 * The addresses of a header value, groups flattened; a mailbox without an address counts as one
 * with an empty address. A value that parsers may read differently is refused rather than
 * guessed at: see ambiguousMailbox.
 */
function mailboxesIn(header, value) {
    const ambiguous = ambiguousMailbox(value);
    if (ambiguous !== null) {
        throw SubmissionRefused.badInput(`${header} "${ambiguous}" is not one mailbox: each must be an address or a name followed by one <address>`);
    }
    return addressparser(value, { flatten: true }).map((mailbox) => (mailbox.address ?? '').trim());
}
/**
 * A mailbox of the list that holds more than one address, such as `a <b@x> c <d@y>` or
 * `b@x d@y`: our parser reads the first, a receiver's may show the other, so alignment would be
 * checked on an address the reader does not see. Quoted strings and comments are set aside
 * first (they may hold anything); group names end at ':'. Null when every mailbox is one bare
 * address or one display name followed by a single angle-bracketed address.
 */
function ambiguousMailbox(value) {
    for (const segment of withoutQuotesAndComments(value).split(/[,;]/)) {
        const mailbox = segment.slice(segment.lastIndexOf(':') + 1).trim();
        if (!mailbox)
            continue;
        const angles = mailbox.split('<').length - 1;
        const oneAngleAddressAtTheEnd = angles === 1 && /<[^<>]*>$/.test(mailbox);
        const oneBareAddress = angles === 0 && !/[\s>]/.test(mailbox);
        if (!oneAngleAddressAtTheEnd && !oneBareAddress)
            return mailbox;
    }
    return null;
}
/** Quoted strings become "" and comments (nested ones too) a space, escapes included. */
function withoutQuotesAndComments(value) {
    let result = '';
    let inQuote = false;
    let commentDepth = 0;
    for (let index = 0; index < value.length; index++) {
        const character = value[index];
        if (character === '\\' && (inQuote || commentDepth > 0)) {
            index++;
        }
        else if (inQuote) {
            if (character === '"') {
                inQuote = false;
                result += '"';
            }
        }
        else if (character === '(') {
            commentDepth++;
        }
        else if (commentDepth > 0) {
            if (character === ')') {
                commentDepth--;
                if (commentDepth === 0)
                    result += ' ';
            }
        }
        else if (character === '"') {
            inQuote = true;
            result += '"';
        }
        else {
            result += character;
        }
    }
    return result;
}
function author(header, address) {
    // Without an "@" mailauth reads the text as a bare domain name; here it is no address at all.
    const domains = address.includes('@') ? getAddressDomains(address) : [];
    if (domains.length !== 1) {
        throw SubmissionRefused.badInput(`${header} address ${address ? `"${address}"` : '<>'} is not a valid e-mail address`);
    }
    return { header, address, domain: domains[0].authorDomain };
}
//# sourceMappingURL=author-alignment.js.map