/**
 * Counts the SMTP sessions open from each client address, so that one client cannot take every
 * session the server allows. A session is counted from the moment it is let in until it closes.
 */
export class ClientSessionLimit {
  private readonly sessionsByClient = new Map<string, Set<string>>();

  constructor(private readonly maxPerClient: number) {}

  /** Counts the session in and answers true, or answers false when its client already has the most allowed. */
  open(clientAddress: string, sessionId: string): boolean {
    const sessions = this.sessionsByClient.get(clientAddress) ?? new Set<string>();
    if (sessions.size >= this.maxPerClient) return false;
    sessions.add(sessionId);
    this.sessionsByClient.set(clientAddress, sessions);
    return true;
  }

  /** Counts the session out; a session that was never let in (refused at connect) changes nothing. */
  close(clientAddress: string, sessionId: string): void {
    const sessions = this.sessionsByClient.get(clientAddress);
    if (!sessions?.delete(sessionId)) return;
    if (sessions.size === 0) this.sessionsByClient.delete(clientAddress);
  }
}
