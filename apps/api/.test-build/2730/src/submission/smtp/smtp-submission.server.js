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
var SmtpSubmissionServer_1;
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../../config/app-config.token.js';
import { newRequestId } from '../../logging/request-id.js';
import { SignInLockedError, SignInThrottleService } from '../../sign-in-throttle/sign-in-throttle.service.js';
import { PlatformMetrics } from '../../metrics/platform-metrics.js';
import { SmtpAccountsService } from '../../smtp-accounts/smtp-accounts.service.js';
import { UsersService } from '../../users/users.service.js';
import { MessageAcceptanceService } from '../message-acceptance.service.js';
import { SubmissionRefused } from '../submission-refused.js';
import { ClientSessionLimit } from './client-session-limit.js';
import { checkMailParameters } from './mail-parameters.js';
import { readMessageData } from './message-data.js';
import { loadSubmissionCertificate } from './tls-certificate.js';
import { TlsFirstSmtpServer } from './tls-first-smtp-server.js';
/** An error whose responseCode smtp-server sends as the reply code. */
function smtpError(code, text) {
    return Object.assign(new Error(text), { responseCode: code });
}
function toSmtpError(error) {
    if (error instanceof SubmissionRefused)
        return smtpError(error.smtpCode, `${error.enhancedStatus} ${error.message}`);
    return smtpError(451, '4.3.0 Temporary server error, try again later');
}
/** The reason label of a refusal in the metrics. */
function refusalReason(error) {
    if (error instanceof SubmissionRefused)
        return error.reason;
    if (error instanceof SignInLockedError)
        return 'auth_locked';
    return 'server_error';
}
/**
 * SMTP submission: STARTTLS, then AUTH PLAIN or LOGIN with an SMTP account (offered and accepted
 * only under TLS), then the same checks as the HTTP API. 250 is answered only after the message
 * is stored. Limits keep one client from taking the server: sessions per client address and in
 * all, an idle timeout, a total time for DATA, and no more memory per message than its size cap.
 */
let SmtpSubmissionServer = SmtpSubmissionServer_1 = class SmtpSubmissionServer {
    config;
    smtpAccounts;
    users;
    acceptance;
    signInThrottle;
    metrics;
    logger = new Logger(SmtpSubmissionServer_1.name);
    server;
    clientSessions;
    /** Set once shutdown began: resolves when every session is closed. */
    stopped;
    constructor(config, smtpAccounts, users, acceptance, signInThrottle, metrics) {
        this.config = config;
        this.smtpAccounts = smtpAccounts;
        this.users = users;
        this.acceptance = acceptance;
        this.signInThrottle = signInThrottle;
        this.metrics = metrics;
        this.clientSessions = new ClientSessionLimit(config.sending.smtpMaxSessionsPerClient);
    }
    /** The bound port (useful when configured as 0), or null when the listener is off. */
    get port() {
        const address = this.server?.server.address();
        return address ? address.port : null;
    }
    async onApplicationBootstrap() {
        const { smtpSubmissionPort, smtpSubmissionHost, smtpHostname, maxMessageBytes, smtpMaxClients, smtpIdleTimeoutMs } = this.config.sending;
        if (smtpSubmissionPort < 0)
            return;
        const certificate = await loadSubmissionCertificate(this.config);
        this.server = new TlsFirstSmtpServer({
            name: smtpHostname,
            banner: 'Outbound e-mail platform submission service',
            key: certificate.key,
            cert: certificate.cert,
            authMethods: ['PLAIN', 'LOGIN'],
            allowInsecureAuth: false,
            authOptional: false,
            size: maxMessageBytes,
            // What mail-parameters.ts allows follows from these: no DSN, no REQUIRETLS parameters.
            hideDSN: true,
            hideREQUIRETLS: true,
            maxClients: smtpMaxClients,
            socketTimeout: smtpIdleTimeoutMs,
            // Authenticated clients need no PTR name, and looking one up delays every greeting.
            disableReverseLookup: true,
            logger: false,
            // A locked account (SignInThrottleService) answers 454 4.7.0, a temporary failure
            // (RFC 4954): the client may try again later, unlike after 535.
            onAuth: (auth, session, callback) => {
                this.authenticate(auth.username ?? '', auth.password ?? '', session.remoteAddress).then((user) => (user ? callback(null, { user }) : callback(this.refused('auth_failed', smtpError(535, '5.7.8 Invalid username or password')))), (error) => callback(this.refused(refusalReason(error), error instanceof SignInLockedError ? smtpError(454, `4.7.0 ${error.message}`) : toSmtpError(error))));
            },
            onMailFrom: (address, session, callback) => {
                this.senderOf(session)
                    .then((sender) => this.checkMailFrom(sender, address))
                    .then(() => callback(), (error) => callback(this.refused(refusalReason(error), toSmtpError(error))));
            },
            onRcptTo: (address, session, callback) => {
                this.checkRecipient(address, session).then(() => callback(), (error) => callback(this.refused(refusalReason(error), toSmtpError(error))));
            },
            onData: (stream, session, callback) => {
                this.receive(stream, session).then((queuedAs) => callback(null, `2.0.0 Message queued as ${queuedAs}`), (error) => callback(this.refused(refusalReason(error), toSmtpError(error))));
            },
            onConnect: (session, callback) => {
                this.metrics.smtpSessions.inc({ listener: 'submission' });
                this.adjustIdleTimeout();
                if (this.clientSessions.open(session.remoteAddress, session.id))
                    return callback();
                callback(this.refused('too_many_connections', smtpError(421, '4.7.0 Too many connections from your address, try again later')));
            },
            onClose: (session) => {
                this.clientSessions.close(session.remoteAddress, session.id);
                this.adjustIdleTimeout();
            },
        });
        this.server.on('error', (error) => this.logger.error(`SMTP submission: ${error.message}`));
        await new Promise((resolve, reject) => {
            this.server.server.once('error', reject);
            this.server.listen(smtpSubmissionPort, smtpSubmissionHost, () => resolve());
        });
        this.logger.log(`SMTP submission listening on ${smtpSubmissionHost}:${this.port}`);
    }
    /**
     * Stops accepting at the start of shutdown; sessions in DATA get SHUTDOWN_GRACE_SECONDS to
     * finish while the rest of the app shuts down, the others are told 421 at once.
     */
    beforeApplicationShutdown() {
        const server = this.server;
        if (!server || this.stopped)
            return;
        this.stopped = server.shutDown(this.config.shutdownGraceSeconds * 1000, 421, '4.3.2 Service shutting down');
    }
    async onApplicationShutdown() {
        this.beforeApplicationShutdown();
        await this.stopped;
        this.server = undefined;
    }
    /**
     * Near its session cap the listener is under stress: every session, open or new, gets the
     * shorter idle timeout (Postfix does the same), so that silent or dripping clients cannot hold
     * the cap; once sessions fall back below the mark, new sessions get the normal one again.
     */
    adjustIdleTimeout() {
        const { smtpIdleTimeoutMs, smtpBusyIdleTimeoutMs, smtpBusySessions } = this.config.sending;
        const server = this.server;
        if (server)
            server.setIdleTimeout(server.connections.size >= smtpBusySessions ? Math.min(smtpBusyIdleTimeoutMs, smtpIdleTimeoutMs) : smtpIdleTimeoutMs);
    }
    /** Counts the refusal in the metrics and answers its error, for the callback. */
    refused(reason, error) {
        this.metrics.smtpRefusals.inc({ listener: 'submission', reason });
        return error;
    }
    /** Failed attempts are delayed and locked per account and per client address, as logins are. */
    async authenticate(username, password, clientAddress) {
        const account = await this.signInThrottle.verify({ channel: 'smtp', account: username, clientAddress }, () => this.signedInAccount(username, password), async () => {
            const ownerId = await this.smtpAccounts.ownerIdOf(username);
            const owner = ownerId ? await this.users.findForSending(ownerId) : null;
            return owner?.status === 'active' ? { userId: owner._id.toString(), email: owner.email } : null;
        });
        return account ? { smtpAccountId: account._id.toString() } : null;
    }
    /**
     * The SMTP account these credentials open, or null. A disabled or deleted account's credentials
     * fail as an unknown user's do, so that leaked ones do not tell they are genuine.
     */
    async signedInAccount(username, password) {
        const account = await this.smtpAccounts.authenticate(username, password);
        const owner = account ? await this.users.findForSending(account.user_id) : null;
        return owner?.status === 'active' ? account : null;
    }
    /** Account and user are read again at each step, so deactivating either takes effect at once. */
    async senderOf(session) {
        const { smtpAccountId } = session.user;
        const smtpAccount = await this.smtpAccounts.findForSending(smtpAccountId);
        const user = smtpAccount ? await this.users.findForSending(smtpAccount.user_id) : null;
        if (!smtpAccount || !user)
            throw SubmissionRefused.forbidden('This SMTP account no longer exists');
        return { user, smtpAccount, restrictedToDomain: smtpAccount.domain };
    }
    async checkMailFrom(sender, address) {
        checkMailParameters('MAIL FROM', address.args);
        await this.acceptance.checkSender(sender, address.address);
    }
    async checkRecipient(address, session) {
        checkMailParameters('RCPT TO', address.args);
        const sender = await this.senderOf(session);
        const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined;
        await this.acceptance.checkRecipients(sender, [...session.envelope.rcptTo.map((r) => r.address), address.address], mailFrom);
        await this.acceptance.checkNotSuppressed(sender, address.address);
    }
    async receive(stream, session) {
        const { maxMessageBytes, smtpDataTimeoutMs } = this.config.sending;
        // Each byte resets the idle timeout, so a client dripping its message would hold the session for ever without this.
        const deadline = setTimeout(() => {
            this.server?.endSession(session.id, 421, `4.4.2 DATA took longer than ${smtpDataTimeoutMs / 1000} seconds, closing connection`);
            stream.destroy(new Error('DATA time limit reached'));
        }, smtpDataTimeoutMs);
        let message;
        try {
            message = await readMessageData(stream, maxMessageBytes);
        }
        finally {
            clearTimeout(deadline);
        }
        if (!message)
            throw SubmissionRefused.tooLarge(`Message too large: at most ${maxMessageBytes} bytes`);
        const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const stored = await this.acceptance.accept({
            ...(await this.senderOf(session)),
            source: 'smtp',
            envelopeFrom,
            recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
            message,
            trace: { clientName: session.hostNameAppearsAs, clientAddress: session.remoteAddress, protocol: session.transmissionType, requestId: newRequestId() },
        });
        return stored.message_id;
    }
};
SmtpSubmissionServer = SmtpSubmissionServer_1 = __decorate([
    Injectable(),
    __param(0, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Object, SmtpAccountsService,
        UsersService,
        MessageAcceptanceService,
        SignInThrottleService,
        PlatformMetrics])
], SmtpSubmissionServer);
export { SmtpSubmissionServer };
//# sourceMappingURL=smtp-submission.server.js.map