import { spf } from 'mailauth/lib/spf/index.js';
import { isPublicHostName } from '../common/public-host-name.js';
import { isSpfRecord } from '../domains/domain-dns-records.js';
import { DNS_UNANSWERED_FIX, sameHost, setupCheck, unanswered, worstStatus } from './setup-check.js';
/** An SPF evaluation that takes longer is counted as unknown (RFC 7208's temperror). */
const SPF_EVALUATION_MS = 5_000;
const MX_PRIORITY = 10;
/** The platform's return-path domain: its MX must name the inbound listener's host, so bounces and complaints come back. */
export async function returnPathMxCheck(config, dns) {
    const { returnPathDomain: domain, inboundMxHost: mxHost } = config.inbound;
    const title = 'Return-path MX';
    const publishFix = `Publish at ${domain} the record MX ${MX_PRIORITY} ${mxHost} (the inbound listener must answer on port 25 at that host: INBOUND_SMTP_PORT=25, or a port forward to ${config.inbound.port}).`;
    if (!isPublicHostName(domain)) {
        return setupCheck('return_path_mx', title, 'fail', `The return-path domain is ${domain}: bounces and complaints cannot come back to it.`, 'Set PUBLIC_HOSTNAME (the return path becomes bounces.<it>) or RETURN_PATH_DOMAIN, restart the API, then publish its MX record.');
    }
    if (!isPublicHostName(mxHost)) {
        return setupCheck('return_path_mx', title, 'fail', `The inbound listener's host is ${mxHost} (INBOUND_MX_HOST, or SMTP_HOSTNAME): no MX record can point at it.`, "Set SMTP_HOSTNAME (or INBOUND_MX_HOST) to this server's public name and restart the API.");
    }
    const answer = await dns.mxAnswer(domain);
    if (answer.failure)
        return setupCheck('return_path_mx', title, 'unknown', unanswered(domain, answer), DNS_UNANSWERED_FIX);
    if (answer.records.some((exchange) => sameHost(exchange, mxHost))) {
        return setupCheck('return_path_mx', title, 'pass', `${domain} has MX ${mxHost}: bounces and complaints come back to the inbound listener.`, null);
    }
    const found = answer.records.length > 0 ? `${domain} has MX ${answer.records.join(', ')}, not ${mxHost}.` : `${domain} has no MX record: bounces and complaints sent to it are lost.`;
    return setupCheck('return_path_mx', title, 'fail', found, publishFix);
}
/**
 * The return-path domain's SPF: receivers check it against the IP a message came from, so it
 * must authorize every active sending IP. Each IP is evaluated as a receiver would (mailauth's
 * SPF, includes followed) through the API's resolver.
 */
export async function returnPathSpfCheck(config, dns, sendingIps) {
    const domain = config.inbound.returnPathDomain;
    const title = 'Return-path SPF';
    const mechanisms = sendingIps.map(({ ip }) => (ip.includes(':') ? `ip6:${ip}` : `ip4:${ip}`));
    const record = `v=spf1 ${mechanisms.length > 0 ? mechanisms.join(' ') : 'ip4:<each sending IP>'} ~all`;
    const publishFix = `Publish at ${domain} the TXT record "${record}" (or add the missing IPs to the one there).`;
    if (!isPublicHostName(domain)) {
        return setupCheck('return_path_spf', title, 'fail', `The return-path domain is ${domain}: no SPF record can be published for it.`, 'Set PUBLIC_HOSTNAME (the return path becomes bounces.<it>) or RETURN_PATH_DOMAIN, restart the API, then publish its SPF record.');
    }
    const answer = await dns.txtAnswer(domain);
    if (answer.failure)
        return setupCheck('return_path_spf', title, 'unknown', unanswered(domain, answer), DNS_UNANSWERED_FIX);
    const published = answer.records.find(isSpfRecord);
    if (!published)
        return setupCheck('return_path_spf', title, 'fail', `${domain} has no SPF record: receivers cannot tell that this platform's IPs may send its mail.`, publishFix);
    if (sendingIps.length === 0) {
        return setupCheck('return_path_spf', title, 'unknown', `${domain} publishes "${published}"; there is no active sending IP yet to check it against.`, 'Start a sending agent: its IPs are checked here once it reports them.');
    }
    const resolver = (name, type) => dns.resolve(name, type);
    const details = await Promise.all(sendingIps.map(async ({ ip, helo }) => {
        const result = (await spf({ sender: `postmaster@${domain}`, ip, helo, mta: config.sending.smtpHostname, resolver, maxElapsedTime: SPF_EVALUATION_MS })).status.result;
        if (result === 'pass')
            return { subject: ip, status: 'pass', found: 'authorized (SPF pass)' };
        if (result === 'temperror')
            return { subject: ip, status: 'unknown', found: 'not checked: a DNS lookup of the SPF evaluation got no answer (temperror)' };
        return { subject: ip, status: 'fail', found: `not authorized (SPF ${result})` };
    }));
    const status = worstStatus(details.map((detail) => detail.status));
    const failing = details.filter((detail) => detail.status !== 'pass').map((detail) => detail.subject);
    const found = status === 'pass'
        ? `${domain} publishes "${published}", which authorizes every sending IP.`
        : `${domain} publishes "${published}", which does not authorize ${failing.join(', ')}.`;
    return setupCheck('return_path_spf', title, status, found, status === 'unknown' ? DNS_UNANSWERED_FIX : publishFix, details);
}
//# sourceMappingURL=return-path-checks.js.map