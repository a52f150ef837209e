import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createHash } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import type { RelayConnectionSettings } from '../relays/relays.service.js';

/** How long a connection to a relay stays open without a message (nodemailer's pool closes it then). */
const IDLE_CLOSE_MS = 60_000;

interface PooledRelay {
  /** The settings the connections were opened with: changed settings open new ones. */
  fingerprint: string;
  transport: Transporter;
}

/**
 * The relay worker's SMTP connections, kept open and reused message after message (a TLS
 * handshake and AUTH per message cost more than the message): one pooled transport per relay,
 * at most RELAY_MAX_CONNECTIONS connections each, shared by all of the worker's loops. A relay
 * whose settings changed gets new connections; the old ones are closed.
 */
@Injectable()
export class RelayConnectionPool implements OnApplicationShutdown {
  private readonly relays = new Map<string, PooledRelay>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The pooled transport of a relay (implicit TLS on 465, else STARTTLS when offered; AUTH when it has a user). */
  transportFor(relayId: string, settings: RelayConnectionSettings): Transporter {
    const fingerprint = createHash('sha256').update(JSON.stringify([settings, this.config.sending.relayTlsRejectUnauthorized])).digest('hex');
    const pooled = this.relays.get(relayId);
    if (pooled?.fingerprint === fingerprint) return pooled.transport;
    pooled?.transport.close();
    const sendsCredentials = Boolean(settings.user);
    const transport = nodemailer.createTransport({
      pool: true,
      maxConnections: this.config.sending.relayMaxConnections,
      // Each connection carries messages until the relay or the idle time closes it.
      maxMessages: Infinity,
      idleTimeout: IDLE_CLOSE_MS,
      host: settings.host,
      port: settings.port,
      secure: settings.port === 465,
      requireTLS: sendsCredentials && !settings.allowInsecureAuth,
      auth: sendsCredentials ? { user: settings.user, pass: settings.pass } : undefined,
      tls: { rejectUnauthorized: this.config.sending.relayTlsRejectUnauthorized },
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 120_000,
    });
    this.relays.set(relayId, { fingerprint, transport });
    return transport;
  }

  onApplicationShutdown(): void {
    for (const { transport } of this.relays.values()) transport.close();
    this.relays.clear();
  }
}
