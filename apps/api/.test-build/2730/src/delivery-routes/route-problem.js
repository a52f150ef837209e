/**
 * Why no route can carry a delivery now, with what fixes it; null when some route can (it may
 * still wait for its turn or its retry). The same rules as the leasing (AgentGatewayService,
 * RelayDeliveryWorker): provider mail needs an online provider agent with an active IP; byoip
 * mail an online agent of the domain's owner with one of the domain's IPs active; relay mail
 * an existing, active relay and a relay worker.
 */
export function routeProblemOf(routing, facts) {
    switch (routing.sendPlan) {
        case 'provider':
            return providerProblem(facts);
        case 'byoip':
            return byoipProblem(routing, facts);
        case 'bulletproof':
            return relayProblem(facts);
    }
}
function providerProblem({ carriers, localRouteEnabled }) {
    const providers = carriers.filter((carrier) => carrier.agentType === 'provider');
    const online = providers.filter((carrier) => carrier.online);
    if (online.some((carrier) => carrier.activeIps.length > 0))
        return null;
    if (online.length > 0) {
        return {
            reason: `no active IP on the provider agents online (${online.map((carrier) => carrier.agentId).join(', ')})`,
            fix: 'set one of their IPs active in the console (IPs)',
        };
    }
    const setOffline = providers.filter((carrier) => carrier.setOfflineByAdmin).map((carrier) => carrier.agentId);
    const startOne = localRouteEnabled
        ? "start a provider agent, or see the API's log for why the local delivery route's agent is not online"
        : 'start a provider agent, or enable the local delivery route (LOCAL_DELIVERY_AGENT=true)';
    return {
        reason: 'no provider agent online',
        fix: setOffline.length > 0 ? `set ${setOffline.join(', ')} online in the console (Agents), or ${startOne}` : startOne,
    };
}
function byoipProblem(routing, { carriers }) {
    const own = carriers.filter((carrier) => carrier.agentType === 'customer' && carrier.ownerUserId === routing.agentOwnerUserId);
    const online = own.filter((carrier) => carrier.online);
    if (online.some((carrier) => carrier.activeIps.some((ip) => routing.allowedIps.includes(ip))))
        return null;
    if (online.length === 0) {
        return {
            reason: "none of the account's own agents is online",
            fix: own.some((carrier) => carrier.setOfflineByAdmin)
                ? "set the account's agent online in the console (Agents), or start it"
                : "start the account's sending agent",
        };
    }
    return {
        reason: `none of the domain's dedicated IPs (${routing.allowedIps.join(', ') || 'none'}) is active on the account's agents online`,
        fix: "give the domain a dedicated IP that an online agent of the account reports, and set it active (IPs)",
    };
}
function relayProblem({ relay }) {
    if (!relay)
        return { reason: 'the domain has no relay', fix: 'choose a relay for the domain in the console (Domains)' };
    if (!relay.active)
        return { reason: `the relay ${relay.name} is inactive`, fix: `set the relay ${relay.name} active in the console (Relays)` };
    return null;
}
/** A connection to an MX host's port 25 that failed: many networks (home lines, most clouds) block it going out. */
const PORT_25_UNREACHABLE = /:25: .*(ETIMEDOUT|ECONNREFUSED|EHOSTUNREACH|ENETUNREACH|timed? ?out)/i;
/** What may fix a deferral, when its reply says more than "try later": port 25 blocked on the way out. */
export function retryFixOf(lastResponse) {
    if (!PORT_25_UNREACHABLE.test(lastResponse))
        return null;
    return 'port 25 may be unreachable from this network (many block it going out): have it opened, or send through a remote agent or a relay';
}
//# sourceMappingURL=route-problem.js.map