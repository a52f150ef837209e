import { TRACKING_HOST_LABEL } from '@platform/contracts';
/**
 * Where tracked links and pixels point. The platform's tracking host is PUBLIC_URL's; a domain
 * whose track.<domain> CNAME verified gets that host instead, with PUBLIC_URL's scheme and port
 * (so the platform must answer it with the same scheme: in production a certificate for it).
 */
export class TrackingHosts {
    publicUrl;
    constructor(publicUrl) {
        this.publicUrl = new URL(publicUrl);
    }
    /** The host name customers' track.<domain> CNAME records point at. */
    get platformHost() {
        return this.publicUrl.hostname.toLowerCase();
    }
    /** The customer tracking host of a domain. */
    customerHost(domain) {
        return `${TRACKING_HOST_LABEL}.${domain.toLowerCase()}`;
    }
    /** The base URL (no trailing slash) of a domain's tracked links: its own host once verified, else the platform's. */
    baseUrlFor(domain) {
        if (!domain.tracking_host_verified)
            return this.publicUrl.toString().replace(/\/+$/, '');
        const url = new URL(this.publicUrl);
        url.hostname = this.customerHost(domain.domain);
        return url.origin;
    }
    /**
     * Whether a tracking request that arrived for `requestHost` (its Host, without the port) may be
     * about mail of `messageDomain`: on the platform's host any message's, on track.<domain> only
     * that domain's, so one customer's host cannot serve another's links.
     */
    serves(requestHost, messageDomain) {
        const host = requestHost.toLowerCase().replace(/\.$/, '');
        return host === this.platformHost || host === this.customerHost(messageDomain);
    }
}
//# sourceMappingURL=tracking-hosts.js.map