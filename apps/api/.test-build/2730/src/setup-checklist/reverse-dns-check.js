import { DNS_UNANSWERED_FIX, sameHost, setupCheck, worstStatus } from './setup-check.js';
const TITLE = 'Reverse DNS of sending IPs';
/**
 * Each active sending IP's PTR record must name the HELO it greets with, and that name must lead
 * back to the IP (forward-confirmed reverse DNS): many receivers refuse or junk mail otherwise.
 */
export async function reverseDnsCheck(dns, sendingIps) {
    if (sendingIps.length === 0) {
        return setupCheck('reverse_dns', TITLE, 'unknown', 'There is no active sending IP yet: agents report their IPs when they connect.', 'Start a sending agent: its IPs are checked here once it reports them.');
    }
    const details = await Promise.all(sendingIps.map((sendingIp) => checkOne(dns, sendingIp)));
    const status = worstStatus(details.map((detail) => detail.status));
    const wrong = sendingIps.filter((_, index) => details[index].status === 'fail' || details[index].status === 'warn');
    const fix = status === 'unknown'
        ? DNS_UNANSWERED_FIX
        : `Have the owner of each address (your hosting provider) set its PTR record to its HELO name, and publish an A (or AAAA) record of that name with the address: ${wrong.map(({ ip, helo }) => `${ip} → ${helo}`).join('; ')}. Or set the HELO under Manage IP's to the name the PTR record gives.`;
    const found = status === 'pass' ? `Every sending IP's PTR record names its HELO, which leads back to it (${sendingIps.length} checked).` : `${details.filter((detail) => detail.status !== 'pass').length} of ${sendingIps.length} sending IPs do not pass: see each below.`;
    return setupCheck('reverse_dns', TITLE, status, found, fix, details);
}
async function checkOne(dns, { ip, helo }) {
    const pointers = await dns.reverseAnswer(ip);
    if (pointers.failure)
        return { subject: ip, status: 'unknown', found: `the PTR lookup got no answer (${pointers.failure})` };
    if (pointers.records.length === 0)
        return { subject: ip, status: 'fail', found: `no PTR record (HELO ${helo})` };
    if (!pointers.records.some((name) => sameHost(name, helo)))
        return { subject: ip, status: 'fail', found: `PTR ${pointers.records.join(', ')}, HELO ${helo}` };
    const forward = await dns.addressAnswer(helo);
    if (forward.records.includes(ip))
        return { subject: ip, status: 'pass', found: `PTR and HELO ${helo}, which resolves back to it` };
    if (forward.failure)
        return { subject: ip, status: 'unknown', found: `PTR and HELO ${helo}; its address lookup got no answer (${forward.failure})` };
    return { subject: ip, status: 'warn', found: `PTR and HELO ${helo}, but ${helo} resolves to ${forward.records.join(', ') || 'nothing'}` };
}
//# sourceMappingURL=reverse-dns-check.js.map