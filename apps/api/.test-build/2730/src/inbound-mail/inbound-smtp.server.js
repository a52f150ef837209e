var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
var InboundSmtpServer_1;
import { Inject, Injectable, Logger } from '@nestjs/common';
import { SMTPServer } from 'smtp-server';
import { APP_CONFIG } from '../config/app-config.token.js';
import { PlatformMetrics } from '../metrics/platform-metrics.js';
import { RequestRateLimits } from '../rate-limits/request-rate-limits.js';
import { ClientSessionLimit } from '../submission/smtp/client-session-limit.js';
import { readMessageData } from '../submission/smtp/message-data.js';
import { loadSubmissionCertificate } from '../submission/smtp/tls-certificate.js';
import { InboundMailService } from './inbound-mail.service.js';
/** An error whose responseCode smtp-server sends as the reply code. */
function smtpError(code, text) {
    return Object.assign(new Error(text), { responseCode: code });
}
/** One answer for every address we do not take, so that nobody learns which tokens or domains are ours. */
const NO_SUCH_RECIPIENT = () => smtpError(550, '5.1.1 Recipient address rejected: no such mailbox here');
/** A bounce or report names one recipient; a list longer than this is not one. */
const MAX_RECIPIENTS_PER_MESSAGE = 10;
/** All clients together, whatever their addresses. */
const MAX_CLIENTS = 500;
const RATE_WINDOW_MS = 60_000;
const RATE_LIMITER_NAME = 'inbound-messages';
/**
 * The inbound listener (the MX of the return-path domains): bounces, abuse reports and
 * unsubscribe mails. No AUTH and no relaying: RCPT is accepted only for a return path or
 * unsubscribe address whose token verifies, or the feedback address. Each client address may
 * hold a few connections at once and send a limited number of messages a minute; a message is
 * read up to the size cap (larger ones are refused with 552, and not kept past the cap) and
 * within the DATA time limit. Accepted mail is answered 250 whether or not it held anything to
 * record: see InboundMailService.
 */
let InboundSmtpServer = InboundSmtpServer_1 = class InboundSmtpServer {
    config;
    inboundMail;
    messageRate;
    metrics;
    logger = new Logger(InboundSmtpServer_1.name);
    server;
    clientSessions;
    sessions = new Map();
    constructor(config, inboundMail, 
    /** Shared by every API process: a client spreading its messages over them still meets one limit. */
    messageRate, metrics) {
        this.config = config;
        this.inboundMail = inboundMail;
        this.messageRate = messageRate;
        this.metrics = metrics;
        this.clientSessions = new ClientSessionLimit(config.inbound.maxConnectionsPerClient);
    }
    /** The bound port (useful when configured as 0), or null when the listener is off. */
    get port() {
        const address = this.server?.server.address();
        return address ? address.port : null;
    }
    async onApplicationBootstrap() {
        const inbound = this.config.inbound;
        if (inbound.port < 0)
            return;
        // Senders of bounces try STARTTLS where it is offered: the submission listener's certificate serves.
        const certificate = await loadSubmissionCertificate(this.config);
        this.server = new SMTPServer({
            name: this.config.sending.smtpHostname,
            banner: 'Outbound e-mail platform inbound service (bounces and feedback only)',
            key: certificate.key,
            cert: certificate.cert,
            disabledCommands: ['AUTH'],
            authOptional: true,
            size: inbound.maxMessageBytes,
            rejectOversized: true,
            maxClients: MAX_CLIENTS,
            // Nothing here uses the client's PTR name, and looking one up delays every greeting.
            disableReverseLookup: true,
            logger: false,
            onConnect: (session, callback) => {
                this.metrics.smtpSessions.inc({ listener: 'inbound' });
                if (this.clientSessions.open(session.remoteAddress, session.id))
                    return callback();
                callback(this.refused('too_many_connections', smtpError(421, '4.7.0 Too many connections from your address, try again later')));
            },
            onClose: (session) => {
                this.sessions.delete(session.id);
                this.clientSessions.close(session.remoteAddress, session.id);
            },
            onMailFrom: (_address, session, callback) => {
                this.stateOf(session).recipients.clear();
                this.checkRate(session.remoteAddress).then(() => callback(), (error) => callback(error));
            },
            onRcptTo: (address, session, callback) => callback(this.acceptRecipient(address.address, session)),
            onData: (stream, session, callback) => {
                this.receive(stream, session).then(() => callback(null, '2.0.0 Message accepted'), (error) => {
                    if (!error.responseCode)
                        this.logger.error(`Inbound message failed: ${error.message}`);
                    callback(error.responseCode ? error : smtpError(451, '4.3.0 Temporary server error, try again later'));
                });
            },
        });
        this.server.on('error', (error) => this.logger.error(`Inbound SMTP: ${error.message}`));
        await new Promise((resolve, reject) => {
            this.server.server.once('error', reject);
            this.server.listen(inbound.port, inbound.host, () => resolve());
        });
        this.logger.log(`Inbound SMTP listening on ${inbound.host}:${this.port} (return path ${inbound.returnPathDomain}, feedback ${inbound.feedbackAddress})`);
    }
    async onApplicationShutdown() {
        const server = this.server;
        this.server = undefined;
        if (server)
            await new Promise((resolve) => server.close(() => resolve()));
    }
    /** Counted per message (at MAIL FROM), per client address, per minute (fixed windows, in the database). */
    async checkRate(client) {
        const limit = this.config.inbound.messagesPerMinutePerClient;
        const record = await this.messageRate.increment(client, RATE_WINDOW_MS, limit, RATE_WINDOW_MS, RATE_LIMITER_NAME);
        if (record.isBlocked)
            throw this.refused('rate_limited', smtpError(450, '4.7.1 Too many messages from your address, try again later'));
    }
    /** Counts the refusal in the metrics and answers its error. */
    refused(reason, error) {
        this.metrics.smtpRefusals.inc({ listener: 'inbound', reason });
        return error;
    }
    acceptRecipient(address, session) {
        const state = this.stateOf(session);
        if (state.recipients.size >= MAX_RECIPIENTS_PER_MESSAGE)
            return this.refused('too_many_recipients', smtpError(452, '4.5.3 Too many recipients'));
        const recipient = this.inboundMail.recipientFor(address);
        if (!recipient)
            return this.refused('no_such_recipient', NO_SUCH_RECIPIENT());
        state.recipients.set(address.toLowerCase(), recipient);
        return null;
    }
    /**
     * Reads the message within the size cap (past it the rest is read and dropped, and
     * smtp-server answers 552) and the DATA time limit (past it the connection is closed).
     */
    async receive(stream, session) {
        const { maxMessageBytes, dataTimeoutMs } = this.config.inbound;
        // Each byte resets the idle timeout, so a client dripping its message would hold the session for ever without this.
        let timedOut = false;
        const deadline = setTimeout(() => {
            timedOut = true;
            this.endSession(session.id, 421, `4.4.2 DATA took longer than ${dataTimeoutMs / 1000} seconds, closing connection`);
            stream.destroy(new Error('DATA time limit reached'));
        }, dataTimeoutMs);
        let message;
        try {
            message = await readMessageData(stream, maxMessageBytes);
        }
        catch (error) {
            if (timedOut)
                return; // answered and disconnected already
            throw error;
        }
        finally {
            clearTimeout(deadline);
        }
        if (!message || stream.sizeExceeded)
            return; // refused with 552 by smtp-server (rejectOversized)
        const recipients = [...this.stateOf(session).recipients.values()];
        const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        await this.inboundMail.receive({ mailFrom, recipients }, message);
    }
    /** The reply, then the connection closed, whatever it was doing. */
    endSession(sessionId, code, text) {
        for (const connection of this.server?.connections ?? []) {
            if (connection.id !== sessionId)
                continue;
            this.logger.warn(`Inbound SMTP: ${connection.remoteAddress} ${text}`);
            connection.send(code, text);
            connection.close();
        }
    }
    stateOf(session) {
        let state = this.sessions.get(session.id);
        if (!state) {
            state = { recipients: new Map() };
            this.sessions.set(session.id, state);
        }
        return state;
    }
};
InboundSmtpServer = InboundSmtpServer_1 = __decorate([
    Injectable(),
    __param(0, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Object, InboundMailService,
        RequestRateLimits,
        PlatformMetrics])
], InboundSmtpServer);
export { InboundSmtpServer };
//# sourceMappingURL=inbound-smtp.server.js.map