import { RETURN_PATH_HOST_LABEL, TRACKING_HOST_LABEL } from '@platform/contracts';
import { isPublicHostName, placeholderHostWarning } from '../common/public-host-name.js';
import { dkimPublicKeyValue } from './dkim-key.js';
const DEFAULT_DMARC_POLICY = 'v=DMARC1; p=quarantine; adkim=r; aspf=r; pct=100';
const RETURN_PATH_MX_PRIORITY = 10;
export function buildDnsRecords(inputs) {
    return {
        spf: { name: '@', type: 'TXT', value: spfValue(inputs) },
        dkim: {
            name: `${inputs.dkimSelector}._domainkey`,
            type: 'TXT',
            selector: inputs.dkimSelector,
            txt: `v=DKIM1; k=rsa; p=${dkimPublicKeyValue(inputs.dkimPublicKeyPem)}`,
        },
        dmarc: { name: '_dmarc', type: 'TXT', value: inputs.relay?.dmarc_record || DEFAULT_DMARC_POLICY },
        // The return path is the envelope sender: its SPF authorizes the same senders as the domain's own.
        return_path: {
            name: RETURN_PATH_HOST_LABEL,
            mx: { type: 'MX', priority: RETURN_PATH_MX_PRIORITY, value: inputs.inboundMxHost },
            spf: { type: 'TXT', value: spfValue(inputs) },
        },
        tracking: { name: TRACKING_HOST_LABEL, type: 'CNAME', value: inputs.trackingHost },
    };
}
/**
 * The records whose value names a host the operator has not set yet (localhost and the like),
 * each with the setting that fixes it: such a record cannot work, and the screens say why.
 */
export function placeholderWarnings(inputs) {
    const warnings = {};
    if (!inputs.relay?.spf_record && !isPublicHostName(inputs.spfInclude)) {
        warnings.spf = warnings.return_path_spf = placeholderHostWarning('PUBLIC_HOSTNAME (or SPF_INCLUDE)');
    }
    if (!isPublicHostName(inputs.inboundMxHost))
        warnings.return_path_mx = placeholderHostWarning('SMTP_HOSTNAME (or INBOUND_MX_HOST)');
    if (!isPublicHostName(inputs.trackingHost))
        warnings.tracking_cname = placeholderHostWarning('PUBLIC_URL');
    return warnings;
}
/** A relay's spf_record is either a whole record or the host to include. */
function spfValue({ spfInclude, dedicatedIps, relay }) {
    if (relay?.spf_record) {
        return /^v=spf1\b/i.test(relay.spf_record) ? relay.spf_record : `v=spf1 include:${relay.spf_record} ~all`;
    }
    const ipMechanisms = dedicatedIps.map((ip) => (ip.includes(':') ? `ip6:${ip}` : `ip4:${ip}`));
    return ['v=spf1', ...ipMechanisms, `include:${spfInclude}`, '~all'].join(' ');
}
/** The mechanisms of an SPF record that authorize senders: everything but the version and the closing `all`. */
function authorizingTerms(spfRecord) {
    return spfRecord
        .trim()
        .split(/\s+/)
        .slice(1)
        .map((term) => term.toLowerCase())
        .filter((term) => !/^[-~?+]?all$/.test(term));
}
/** A published SPF record passes when it is one (v=spf1) and carries every sender our record authorizes. */
export function spfRecordAuthorizes(published, expected) {
    if (!/^v=spf1(\s|$)/i.test(published.trim()))
        return false;
    const publishedTerms = new Set(authorizingTerms(published));
    return authorizingTerms(expected).every((term) => publishedTerms.has(term) || publishedTerms.has(`+${term}`));
}
/** A published DKIM record passes when its p= tag holds our public key (whitespace inside it ignored). */
export function dkimRecordHoldsKey(published, expectedKeyValue) {
    const tags = new Map(published.split(';').flatMap((tag) => {
        const separator = tag.indexOf('=');
        return separator < 0 ? [] : [[tag.slice(0, separator).trim(), tag.slice(separator + 1).replace(/\s/g, '')]];
    }));
    return tags.get('p') === expectedKeyValue;
}
/** A published MX or CNAME record passes when it names our host (case and the root dot ignored). */
export function namesHost(published, expectedHost) {
    return published.toLowerCase().replace(/\.$/, '') === expectedHost.toLowerCase().replace(/\.$/, '');
}
export function isDmarcRecord(published) {
    return /^v=DMARC1(\s*;|\s*$)/.test(published.trim());
}
export function isSpfRecord(published) {
    return /^v=spf1(\s|$)/i.test(published.trim());
}
/**
 * What a check found for one record: verified when a published record matches; wrong_value
 * when a record of its kind is there but none matches; not_found otherwise. At the domain's own
 * name only SPF records count as "of its kind" (other TXT records live there too); the DKIM and
 * DMARC names hold nothing else, so any TXT record there is a wrong value.
 */
export function recordStatus(published, matches, ofItsKind = () => true) {
    if (published.some(matches))
        return 'verified';
    return published.some(ofItsKind) ? 'wrong_value' : 'not_found';
}
//# sourceMappingURL=domain-dns-records.js.map