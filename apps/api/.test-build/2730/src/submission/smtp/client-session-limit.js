/**
 * Counts the SMTP sessions open from each client address, so that one client cannot take every
 * session the server allows. A session is counted from the moment it is let in until it closes.
 */
export class ClientSessionLimit {
    maxPerClient;
    sessionsByClient = new Map();
    constructor(maxPerClient) {
        this.maxPerClient = maxPerClient;
    }
    /** Counts the session in and answers true, or answers false when its client already has the most allowed. */
    open(clientAddress, sessionId) {
        const sessions = this.sessionsByClient.get(clientAddress) ?? new Set();
        if (sessions.size >= this.maxPerClient)
            return false;
        sessions.add(sessionId);
        this.sessionsByClient.set(clientAddress, sessions);
        return true;
    }
    /** Counts the session out; a session that was never let in (refused at connect) changes nothing. */
    close(clientAddress, sessionId) {
        const sessions = this.sessionsByClient.get(clientAddress);
        if (!sessions?.delete(sessionId))
            return;
        if (sessions.size === 0)
            this.sessionsByClient.delete(clientAddress);
    }
}
//# sourceMappingURL=client-session-limit.js.map