/**
 * The one rule for an agent's status, as of `now`: online while no admin has set it offline and a
 * heartbeat came within the last `offlineAfterSeconds`; offline otherwise. Both the status shown
 * and the list's status filter come from here, so they cannot disagree.
 */
export function agentPresence(offlineAfterSeconds, now = new Date()) {
    const heardSince = new Date(now.getTime() - offlineAfterSeconds * 1000);
    return {
        statusOf(agent) {
            const online = agent.admin_disabled !== true && agent.last_seen !== null && agent.last_seen >= heardSince;
            return online ? 'online' : 'offline';
        },
        filterFor(status) {
            if (status === 'online')
                return { admin_disabled: { $ne: true }, last_seen: { $gte: heardSince } };
            return { $or: [{ admin_disabled: true }, { last_seen: null }, { last_seen: { $lt: heardSince } }] };
        },
    };
}
//# sourceMappingURL=agent-presence.js.map