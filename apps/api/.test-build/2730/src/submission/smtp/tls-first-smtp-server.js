import { setTimeout as sleep } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';
import { SMTPConnection } from 'smtp-server/lib/smtp-connection.js';
/**
 * A connection whose EHLO answer offers AUTH only under TLS. smtp-server refuses AUTH before
 * STARTTLS (538) but still lists it in every EHLO answer, and has no option to leave it out:
 * hiding AUTH through disabledCommands would also switch off its "authentication required"
 * check. So the one reply is filtered here, and nothing else changes.
 */
class TlsFirstConnection extends SMTPConnection {
    answeringPlainEhlo = false;
    handler_EHLO(command, callback) {
        this.answeringPlainEhlo = !this.secure;
        try {
            super.handler_EHLO(command, callback);
        }
        finally {
            this.answeringPlainEhlo = false;
        }
    }
    send(code, data, context) {
        const lines = this.answeringPlainEhlo && code === 250 && Array.isArray(data) ? data.filter((line) => !line.startsWith('AUTH ')) : data;
        super.send(code, lines, context);
    }
}
/** An SMTPServer whose connections offer AUTH only once STARTTLS is done (RFC 4954 section 4's advice). */
export class TlsFirstSmtpServer extends SMTPServer {
    // smtp-server's own connect(), with TlsFirstConnection in place of SMTPConnection.
    connect(socket, socketOptions) {
        const connection = new TlsFirstConnection(this, socket, socketOptions);
        this.connections.add(connection);
        connection.on('error', (error) => this._onError(error));
        connection.on('connect', (data) => this._onClientConnect(data));
        connection.init();
    }
    /**
     * Sets the idle timeout of new sessions and, when it is shorter than before, of the open ones
     * too (smtp-server reads socketTimeout only when it arms a socket's timer, so each open socket
     * is armed again). A longer one is left to new sessions: a session given the short one keeps
     * it, or the first silent clients to be closed would hand the rest the long one back.
     */
    setIdleTimeout(timeoutMs) {
        const previous = this.options.socketTimeout;
        if (previous === timeoutMs)
            return;
        this.options.socketTimeout = timeoutMs;
        if (previous === undefined || timeoutMs < previous)
            for (const connection of this.connections)
                connection._armTimeout();
    }
    /** Ends the session with this id at once: the reply, then the connection closed, whatever it was doing. */
    endSession(sessionId, code, text) {
        for (const connection of this.connections) {
            if (connection.id !== sessionId)
                continue;
            connection.send(code, text);
            connection.close();
        }
    }
    /**
     * Shuts the server down without losing a message: stops accepting connections, lets sessions
     * receiving a message (from DATA until its reply) finish for up to graceMs, and ends every
     * other session, and those still in DATA after the grace, with `code text`. smtp-server's own
     * close() would cut sessions in DATA and idle ones alike after one timeout. Resolves once
     * every connection is closed.
     */
    async shutDown(graceMs, code, text) {
        const listenerClosed = new Promise((resolve) => this.server.close(() => resolve()));
        // Sockets still in a TLS handshake have no session to finish.
        for (const socket of this._pendingSockets.values())
            socket.destroy();
        const end = (connection) => {
            connection.send(code, text);
            connection.close();
        };
        const deadline = Date.now() + graceMs;
        // Polled: a session leaves DATA (its reply sent) without an event to wait for.
        for (;;) {
            for (const connection of [...this.connections])
                if (!connection._dataStream)
                    end(connection);
            if (this.connections.size === 0 || Date.now() >= deadline)
                break;
            await sleep(Math.min(100, Math.max(0, deadline - Date.now())));
        }
        for (const connection of [...this.connections])
            end(connection);
        await listenerClosed;
    }
}
//# sourceMappingURL=tls-first-smtp-server.js.map