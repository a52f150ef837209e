import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import type { SMTPServerAddress, SMTPServerDataStream, SMTPServerSession } from 'smtp-server';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.token.js';
import { newRequestId } from '../../logging/request-id.js';
import { SignInLockedError, SignInThrottleService, type AccountOwner } from '../../sign-in-throttle/sign-in-throttle.service.js';
import { PlatformMetrics } from '../../metrics/platform-metrics.js';
import type { SmtpAccountDocument } from '../../smtp-accounts/smtp-account.schema.js';
import { SmtpAccountsService } from '../../smtp-accounts/smtp-accounts.service.js';
import { UsersService } from '../../users/users.service.js';
import { MessageAcceptanceService, type Sender } from '../message-acceptance.service.js';
import { SubmissionRefused } from '../submission-refused.js';
import { ClientSessionLimit } from './client-session-limit.js';
import { checkMailParameters } from './mail-parameters.js';
import { readMessageData } from './message-data.js';
import { loadSubmissionCertificate } from './tls-certificate.js';
import { TlsFirstSmtpServer } from './tls-first-smtp-server.js';

/** What a session carries after AUTH: the SMTP account's id. */
interface AuthenticatedUser {
  smtpAccountId: string;
}

/** An error whose responseCode smtp-server sends as the reply code. */
function smtpError(code: number, text: string): Error & { responseCode: number } {
  return Object.assign(new Error(text), { responseCode: code });
}

function toSmtpError(error: unknown): Error {
  if (error instanceof SubmissionRefused) return smtpError(error.smtpCode, `${error.enhancedStatus} ${error.message}`);
  return smtpError(451, '4.3.0 Temporary server error, try again later');
}

/** The reason label of a refusal in the metrics. */
function refusalReason(error: unknown): string {
  if (error instanceof SubmissionRefused) return error.reason;
  if (error instanceof SignInLockedError) return 'auth_locked';
  return 'server_error';
}

/**
 * SMTP submission: STARTTLS, then AUTH PLAIN or LOGIN with an SMTP account (offered and accepted
 * only under TLS), then the same checks as the HTTP API. 250 is answered only after the message
 * is stored. Limits keep one client from taking the server: sessions per client address and in
 * all, an idle timeout, a total time for DATA, and no more memory per message than its size cap.
 */
@Injectable()
export class SmtpSubmissionServer implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger(SmtpSubmissionServer.name);
  private server?: TlsFirstSmtpServer;
  private readonly clientSessions: ClientSessionLimit;
  /** Set once shutdown began: resolves when every session is closed. */
  private stopped?: Promise<void>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly smtpAccounts: SmtpAccountsService,
    private readonly users: UsersService,
    private readonly acceptance: MessageAcceptanceService,
    private readonly signInThrottle: SignInThrottleService,
    private readonly metrics: PlatformMetrics,
  ) {
    this.clientSessions = new ClientSessionLimit(config.sending.smtpMaxSessionsPerClient);
  }

  /** The bound port (useful when configured as 0), or null when the listener is off. */
  get port(): number | null {
    const address = this.server?.server.address() as AddressInfo | null | undefined;
    return address ? address.port : null;
  }

  async onApplicationBootstrap(): Promise<void> {
    const { smtpSubmissionPort, smtpSubmissionHost, smtpHostname, maxMessageBytes, smtpMaxClients, smtpIdleTimeoutMs } = this.config.sending;
    if (smtpSubmissionPort < 0) return;
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
        this.authenticate(auth.username ?? '', auth.password ?? '', session.remoteAddress).then(
          (user) => (user ? callback(null, { user }) : callback(this.refused('auth_failed', smtpError(535, '5.7.8 Invalid username or password')))),
          (error) =>
            callback(this.refused(refusalReason(error), error instanceof SignInLockedError ? smtpError(454, `4.7.0 ${error.message}`) : toSmtpError(error))),
        );
      },
      onMailFrom: (address, session, callback) => {
        this.senderOf(session)
          .then((sender) => this.checkMailFrom(sender, address))
          .then(() => callback(), (error) => callback(this.refused(refusalReason(error), toSmtpError(error))));
      },
      onRcptTo: (address, session, callback) => {
        this.checkRecipient(address, session).then(
          () => callback(),
          (error) => callback(this.refused(refusalReason(error), toSmtpError(error))),
        );
      },
      onData: (stream, session, callback) => {
        this.receive(stream, session).then(
          (queuedAs) => callback(null, `2.0.0 Message queued as ${queuedAs}`),
          (error) => callback(this.refused(refusalReason(error), toSmtpError(error))),
        );
      },
      onConnect: (session, callback) => {
        this.metrics.smtpSessions.inc({ listener: 'submission' });
        this.adjustIdleTimeout();
        if (this.clientSessions.open(session.remoteAddress, session.id)) return callback();
        callback(this.refused('too_many_connections', smtpError(421, '4.7.0 Too many connections from your address, try again later')));
      },
      onClose: (session) => {
        this.clientSessions.close(session.remoteAddress, session.id);
        this.adjustIdleTimeout();
      },
    });
    this.server.on('error', (error) => this.logger.error(`SMTP submission: ${error.message}`));
    await new Promise<void>((resolve, reject) => {
      this.server!.server.once('error', reject);
      this.server!.listen(smtpSubmissionPort, smtpSubmissionHost, () => resolve());
    });
    this.logger.log(`SMTP submission listening on ${smtpSubmissionHost}:${this.port}`);
  }

  /**
   * Stops accepting at the start of shutdown; sessions in DATA get SHUTDOWN_GRACE_SECONDS to
   * finish while the rest of the app shuts down, the others are told 421 at once.
   */
  beforeApplicationShutdown(): void {
    const server = this.server;
    if (!server || this.stopped) return;
    this.stopped = server.shutDown(this.config.shutdownGraceSeconds * 1000, 421, '4.3.2 Service shutting down');
  }

  async onApplicationShutdown(): Promise<void> {
    this.beforeApplicationShutdown();
    await this.stopped;
    this.server = undefined;
  }

  /**
   * Near its session cap the listener is under stress: every session, open or new, gets the
   * shorter idle timeout (Postfix does the same), so that silent or dripping clients cannot hold
   * the cap; once sessions fall back below the mark, new sessions get the normal one again.
   */
  private adjustIdleTimeout(): void {
    const { smtpIdleTimeoutMs, smtpBusyIdleTimeoutMs, smtpBusySessions } = this.config.sending;
    const server = this.server;
    if (server) server.setIdleTimeout(server.connections.size >= smtpBusySessions ? Math.min(smtpBusyIdleTimeoutMs, smtpIdleTimeoutMs) : smtpIdleTimeoutMs);
  }

  /** Counts the refusal in the metrics and answers its error, for the callback. */
  private refused(reason: string, error: Error): Error {
    this.metrics.smtpRefusals.inc({ listener: 'submission', reason });
    return error;
  }

  /** Failed attempts are delayed and locked per account and per client address, as logins are. */
  private async authenticate(username: string, password: string, clientAddress: string): Promise<AuthenticatedUser | null> {
    const account = await this.signInThrottle.verify(
      { channel: 'smtp', account: username, clientAddress },
      () => this.signedInAccount(username, password),
      async (): Promise<AccountOwner | null> => {
        const ownerId = await this.smtpAccounts.ownerIdOf(username);
        const owner = ownerId ? await this.users.findForSending(ownerId) : null;
        return owner?.status === 'active' ? { userId: owner._id.toString(), email: owner.email } : null;
      },
    );
    return account ? { smtpAccountId: account._id.toString() } : null;
  }

  /**
   * The SMTP account these credentials open, or null. A disabled or deleted account's credentials
   * fail as an unknown user's do, so that leaked ones do not tell they are genuine.
   */
  private async signedInAccount(username: string, password: string): Promise<SmtpAccountDocument | null> {
    const account = await this.smtpAccounts.authenticate(username, password);
    const owner = account ? await this.users.findForSending(account.user_id) : null;
    return owner?.status === 'active' ? account : null;
  }

  /**
   * Account and user are read again at each step, so deactivating either takes effect at once;
   * the acceptance only reads them, so each step gets the shared documents of the cached records.
   */
  private async senderOf(session: SMTPServerSession): Promise<Sender> {
    const { smtpAccountId } = session.user as unknown as AuthenticatedUser;
    const smtpAccount = await this.smtpAccounts.sharedForSending(smtpAccountId);
    const user = smtpAccount ? await this.users.sharedForSending(smtpAccount.user_id) : null;
    if (!smtpAccount || !user) throw SubmissionRefused.forbidden('This SMTP account no longer exists');
    return { user, smtpAccount, restrictedToDomain: smtpAccount.domain };
  }

  private async checkMailFrom(sender: Sender, address: SMTPServerAddress): Promise<void> {
    checkMailParameters('MAIL FROM', address.args);
    await this.acceptance.checkSender(sender, address.address);
  }

  private async checkRecipient(address: SMTPServerAddress, session: SMTPServerSession): Promise<void> {
    checkMailParameters('RCPT TO', address.args);
    const sender = await this.senderOf(session);
    const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined;
    await this.acceptance.checkRecipients(sender, [...session.envelope.rcptTo.map((r) => r.address), address.address], mailFrom);
    await this.acceptance.checkNotSuppressed(sender, address.address);
  }

  private async receive(stream: SMTPServerDataStream, session: SMTPServerSession): Promise<string> {
    const { maxMessageBytes, smtpDataTimeoutMs } = this.config.sending;
    // Each byte resets the idle timeout, so a client dripping its message would hold the session for ever without this.
    const deadline = setTimeout(() => {
      this.server?.endSession(session.id, 421, `4.4.2 DATA took longer than ${smtpDataTimeoutMs / 1000} seconds, closing connection`);
      stream.destroy(new Error('DATA time limit reached'));
    }, smtpDataTimeoutMs);
    let message: Buffer | null;
    try {
      message = await readMessageData(stream, maxMessageBytes);
    } finally {
      clearTimeout(deadline);
    }
    if (!message) throw SubmissionRefused.tooLarge(`Message too large: at most ${maxMessageBytes} bytes`);
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
}
