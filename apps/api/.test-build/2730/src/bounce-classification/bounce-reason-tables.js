/**
 * THE data the bounce classifier reads (see README.md beside this file): which enhanced status
 * codes and which diagnostic texts mean which reason. Data, not code: a new provider's wording
 * is a new line in TEXT_PATTERNS, nothing else changes.
 */
/**
 * Enhanced status codes (RFC 3463 `class.subject.detail`, the class left out) that say on their
 * own why mail failed. They decide before any text.
 */
export const SPECIFIC_STATUS_CODES = {
    '1.1': 'user_unknown', // bad destination mailbox address
    '1.2': 'host_unknown', // bad destination system address
    '1.3': 'user_unknown', // bad destination mailbox address syntax
    '1.4': 'user_unknown', // destination mailbox address ambiguous
    '1.6': 'has_moved', // destination mailbox has moved, no forwarding address
    '1.10': 'user_unknown', // recipient address has null MX (RFC 7505)
    '2.1': 'suspended', // mailbox disabled, not accepting messages
    '2.2': 'mailbox_full', // mailbox full
    '2.3': 'message_too_large', // message length exceeds administrative limit
    '3.4': 'message_too_large', // message too big for system
    '4.4': 'host_unknown', // unable to route
    '4.7': 'expired', // delivery time expired
    '7.23': 'authentication_failure', // SPF validation failed (RFC 7372)
    '7.24': 'authentication_failure', // SPF validation error
    '7.25': 'authentication_failure', // reverse DNS validation failed
    '7.26': 'authentication_failure', // multiple authentication checks failed (DMARC)
    '7.28': 'spam_detected', // mail flood detected (Gmail uses it for bulk spam)
    '7.51': 'blocked', // Office 365: RestrictDomainsToIPAddresses / tenant blocked
    '7.606': 'blocked', // Office 365: banned sending IP
    '7.708': 'blocked', // Office 365: IP reputation
};
/**
 * Codes that name only a broad class (5.7.1 is "delivery not authorized": an IP block, a spam
 * verdict, a policy or even an unknown user, depending on who says it). The text decides; when no
 * text is known, the code's default stands.
 */
export const GENERIC_STATUS_CODES = {
    '0.0': 'other',
    '1.0': 'other', // other address status: "no such user" as often as "sender address rejected"
    '1.7': 'policy', // bad sender's mailbox address syntax
    '1.8': 'blocked', // bad sender's system address
    '2.0': 'suspended',
    '2.4': 'other', // mailing list expansion problem
    '3.0': 'other',
    '3.2': 'other', // system not accepting network messages
    '4.0': 'other',
    '4.1': 'other', // no answer from host (Office 365 also uses 5.4.1 for unknown recipients: see its texts)
    '4.2': 'other', // bad connection
    '4.3': 'other', // directory server failure
    '4.5': 'rate_limited', // mail system congestion
    '4.6': 'other', // routing loop
    '5.0': 'other',
    '6.0': 'filtered', // media not supported / content
    '7.0': 'policy',
    '7.1': 'policy', // delivery not authorized, message refused
    '7.2': 'policy',
    '7.27': 'policy', // sender address has null MX (RFC 7505)
    '7.7': 'filtered', // message integrity failure
};
/**
 * Known diagnostic texts, most telling first: the first group with a matching pattern decides.
 * Authentication and block texts come before "user unknown" ones because a block notice often
 * quotes the recipient ("mail to <x> refused: your IP is listed").
 */
export const TEXT_PATTERNS = [
    {
        family: 'directory look-ups whose words sound like a block: Office 365 edge blocking (5.4.1 "Access denied"), Domino',
        reason: 'user_unknown',
        patterns: ['recipient address rejected: access denied', 'not listed in (the )?(domino directory|public name & address book)'],
    },
    {
        family: 'DMARC/SPF/DKIM (Gmail, Outlook.com, Yahoo, generic)',
        reason: 'authentication_failure',
        patterns: [
            'dmarc',
            'unauthenticated (email|mail|sender)',
            'spf (check|validation|fail|record)',
            'dkim (check|signature|validation|fail)',
            'sender (is )?not authenticated',
            'sender authentication (failed|required)',
            'does not pass (spf|dkim|authentication)',
            'authentication (checks? )?failed',
            'reverse dns',
            'ptr record',
        ],
    },
    {
        family: 'rate and volume limits (Gmail, Yahoo TS0x, Outlook.com, Exchange)',
        reason: 'rate_limited',
        patterns: [
            'rate (limit|limited|exceeded)',
            'receiving mail at a rate',
            'too many (messages|connections|recipients|mails)',
            'unusual rate',
            'ts0[1-4]',
            'throttl',
            'exceeded .*(quota|limit) of (messages|connections)',
            'out of (sending )?quota for this hour',
        ],
    },
    {
        family: 'relaying and sender refusals (all MTAs: about our envelope, not the recipient, whatever else the text says)',
        reason: 'policy',
        patterns: ['relay(ing)? (access )?(denied|not permitted|not allowed)', 'sender address rejected'],
    },
    {
        family: 'block lists and IP/domain reputation (Spamhaus, Outlook.com S3150, Yahoo TSS04, O365 5.7.606, mail.ru)',
        reason: 'blocked',
        patterns: [
            'blocked using',
            'listed (at|in|on|by) ',
            'blacklist',
            'blocklist',
            'block list',
            'spamhaus',
            'barracuda',
            'spamcop',
            'sorbs',
            'client host .* (blocked|rejected)',
            '(ip|address|domain|sender|host) (address )?(is |has been )?(blocked|banned|blacklisted)',
            'banned sending ip',
            'poor reputation',
            'reputation',
            'access denied',
            'not allowed to send',
            's3140',
            's3150',
            'tss0[1-9]',
            'part of their network is on our block list',
            'your ip .* (blocked|listed)',
        ],
    },
    {
        family: 'spam verdicts (rspamd, SpamAssassin, Gmail, Yahoo, mail.ru)',
        reason: 'spam_detected',
        patterns: [
            'spam',
            'unsolicited',
            'bulk mail',
            'junk mail',
            'message (has been )?(classified|identified|detected) as',
            'looks suspicious',
        ],
    },
    {
        family: 'content filters (virus scanners, attachment and URL policies)',
        reason: 'filtered',
        patterns: [
            'virus',
            'malware',
            'infected',
            'content (rejected|filter|policy|not accepted)',
            'message content',
            'attachment',
            'forbidden (file|url|content)',
            'url .* (listed|blocked)',
            'phishing',
            'filtered',
            'rejected by (the )?filter',
            'header (error|syntax)',
        ],
    },
    {
        family: 'moved mailboxes (Domino, Exchange, RFC 3463 X.1.6)',
        reason: 'has_moved',
        patterns: ['has moved', 'no longer (at|with) (this|our)', 'address (has )?changed', 'moved to'],
    },
    {
        family: 'suspended and disabled mailboxes (Gmail, Yahoo, Outlook.com, mail.ru, Zoho)',
        reason: 'suspended',
        patterns: [
            'account (is |has been )?(disabled|suspended|inactive|deactivated|locked|blocked|frozen|closed)',
            'mailbox (is |has been )?(disabled|suspended|inactive|deactivated|locked|frozen|closed)',
            'account .* (is disabled|has been disabled)',
            'user (is |account is )?(suspended|inactive|disabled|deactivated|locked)',
            'not accepting (mail|messages)',
            'inactive (user|account|mailbox)',
        ],
    },
    {
        family: 'full mailboxes (Postfix, Exim, Courier, qmail, Domino, Yahoo, Gmail)',
        reason: 'mailbox_full',
        patterns: [
            'mailbox (is )?full',
            'over ?quota',
            'quota exceeded',
            'exceeded (the |its |his |her )?(storage |disk |mailbox )?(quota|allocation)',
            'insufficient (system )?storage',
            'mailbox size limit',
            'user is over',
            'disk full',
            'mail ?box .*full',
            'is full',
            'out of storage',
            'mailfolder is full',
        ],
    },
    {
        family: 'size limits (all MTAs)',
        reason: 'message_too_large',
        patterns: [
            'too (large|big)',
            'message (is )?too long',
            'message (size|length) exceeds',
            'exceeds (the )?(maximum|size|fixed)',
            'size limit',
            'message file too big',
            'exceeded maximum message size',
        ],
    },
    {
        family: 'unknown hosts and domains (Postfix, Sendmail, Exim, qmail, Exchange)',
        reason: 'host_unknown',
        patterns: [
            'host (or domain name )?not found',
            'host unknown',
            'unknown host',
            'domain (does not exist|not found|is not valid|name not found)',
            'name or service not known',
            'no (mx|mail exchanger|route to host)',
            'unrouteable (mail )?domain',
            'unrouteable address',
            'nxdomain',
            'no such domain',
            'null mx',
            'can.t resolve',
            'no valid hosts',
            'dns (error|failure).*(not found|nxdomain)',
        ],
    },
    {
        family: 'unknown users (Postfix, Sendmail, Exim, qmail, Courier, Domino, Exchange/O365, Gmail, Yahoo, Outlook.com, SES, mail.ru, Zoho, Japanese carriers)',
        reason: 'user_unknown',
        patterns: [
            'user unknown',
            'unknown user',
            'user not found',
            'no such (user|mailbox|recipient|address|person)',
            'no mailbox here by that name',
            'mailbox (not found|unavailable|does not exist|unknown|not exist)',
            'recipient (address )?(rejected|unknown|not found|does not exist|invalid)',
            'unknown (recipient|mailbox|address|local part)',
            'address (rejected|unknown|not found|does not exist|invalid)',
            'invalid (recipient|mailbox|address|user)',
            'does not exist',
            "doesn't (have|exist)",
            'email account that you tried to reach does not exist',
            'resolver\\.adr\\.recipnotfound',
            'recipnotfound',
            'user (is )?not (listed|known|recognised|recognized|exist)',
            'undeliverable address',
            'no longer (valid|exists|in use)',
            'unrouteable address',
            'bad destination mailbox',
            'not our customer',
            'permanent failure for one or more recipients.*unknown',
            'user ?doesn.?t ?exist',
            '550 (5\\.1\\.1 )?<[^>]+>\\.{3} user unknown',
        ],
    },
    {
        family: 'policy refusals (relaying, sender policy, Exchange transport rules)',
        reason: 'policy',
        patterns: [
            'not permitted',
            'policy',
            'prohibited',
            'not authorized',
            'restricted',
            'administrative',
        ],
    },
    {
        family: 'expiry after retries (Postfix, Exim, Sendmail, Exchange, qmail, Domino)',
        reason: 'expired',
        patterns: [
            'retry (timeout|time) exceeded',
            'message expired',
            'delivery time expired',
            'could not be delivered (within|for) .*(days|hours)',
            'gave up after',
            'giving up',
            "i've given up",
            'undeliverable for .* (days|hours)',
            'too long in (the )?queue',
            'in (the )?queue too long',
            'timeout waiting',
            'delivery (has )?expired',
            'expired after',
        ],
    },
];
//# sourceMappingURL=bounce-reason-tables.js.map