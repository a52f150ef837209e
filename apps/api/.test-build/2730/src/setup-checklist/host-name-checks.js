import { isIP } from 'node:net';
import { isPublicHostName } from '../common/public-host-name.js';
import { DNS_UNANSWERED_FIX, setupCheck, unanswered } from './setup-check.js';
/** PUBLIC_HOSTNAME and PUBLIC_URL: the names customers' records and the links in mail are built from. */
export function publicHostnameCheck(config) {
    const urlHost = new URL(config.publicUrl).hostname;
    const problems = [];
    const fixes = [];
    if (!config.publicHostname || !isPublicHostName(config.publicHostname)) {
        problems.push(`PUBLIC_HOSTNAME is ${config.publicHostname ? `${config.publicHostname}, not a public name` : 'not set'}: customers' SPF records include ${config.spfInclude} and the return path is ${config.inbound.returnPathDomain}.`);
        fixes.push("Set PUBLIC_HOSTNAME to the platform's own host name (for example mail.example.com).");
    }
    if (!isPublicHostName(urlHost)) {
        problems.push(`PUBLIC_URL is ${config.publicUrl}: links in mail (confirmation, password reset, unsubscribe, tracking) lead to this machine only.`);
        fixes.push('Set PUBLIC_URL to the address the platform is reached at from the internet (for example https://mail.example.com).');
    }
    if (problems.length === 0) {
        return setupCheck('public_hostname', 'Public host name', 'pass', `PUBLIC_HOSTNAME is ${config.publicHostname}; PUBLIC_URL is ${config.publicUrl}.`, null);
    }
    return setupCheck('public_hostname', 'Public host name', 'fail', problems.join(' '), `${fixes.join(' ')} Then restart the API.`);
}
/** SMTP_HOSTNAME: what the SMTP listeners greet with and what customers connect to. */
export async function smtpHostnameCheck(config, dns) {
    const host = config.sending.smtpHostname;
    const title = 'SMTP host name';
    if (!isPublicHostName(host) || isIP(host)) {
        return setupCheck('smtp_hostname', title, 'fail', `SMTP_HOSTNAME is ${host}: the SMTP listeners greet with it, customers' return-path MX records name it (unless INBOUND_MX_HOST is set), and the certificate is made out to it.`, 'Set SMTP_HOSTNAME to the name customers reach this server by for SMTP (for example smtp.example.com), publish an A record of it, and restart the API.');
    }
    const answer = await dns.addressAnswer(host);
    if (answer.records.length > 0)
        return setupCheck('smtp_hostname', title, 'pass', `${host} resolves to ${answer.records.join(', ')}.`, null);
    if (answer.failure)
        return setupCheck('smtp_hostname', title, 'unknown', unanswered(host, answer), DNS_UNANSWERED_FIX);
    return setupCheck('smtp_hostname', title, 'fail', `${host} (SMTP_HOSTNAME) has no A or AAAA record.`, `Publish an A (or AAAA) record of ${host} with this server's public address.`);
}
/** The host of PUBLIC_URL, which tracked links and pixels point at and customers' track.<domain> CNAME records name. */
export async function trackingHostCheck(config, dns) {
    const host = new URL(config.publicUrl).hostname.replace(/^\[(.*)\]$/, '$1');
    const title = 'Tracking host';
    if (!isPublicHostName(host)) {
        return setupCheck('tracking_host', title, 'fail', `Tracked links and pixels point at ${host} (PUBLIC_URL): recipients cannot reach it, and customers' track.<domain> CNAME records name it.`, 'Set PUBLIC_URL to the address the platform is reached at from the internet (for example https://mail.example.com) and restart the API.');
    }
    if (isIP(host)) {
        return setupCheck('tracking_host', title, 'warn', `PUBLIC_URL names the address ${host}: customers' track.<domain> CNAME records need a host name.`, 'Give PUBLIC_URL a host name (for example https://mail.example.com) and restart the API.');
    }
    const answer = await dns.addressAnswer(host);
    if (answer.records.length > 0)
        return setupCheck('tracking_host', title, 'pass', `${host} resolves to ${answer.records.join(', ')}.`, null);
    if (answer.failure)
        return setupCheck('tracking_host', title, 'unknown', unanswered(host, answer), DNS_UNANSWERED_FIX);
    return setupCheck('tracking_host', title, 'fail', `${host} (the host of PUBLIC_URL) has no A or AAAA record: tracked links lead nowhere.`, `Publish an A (or AAAA) record of ${host} with the address the platform's HTTP port is reached at.`);
}
//# sourceMappingURL=host-name-checks.js.map