import SMTPConnection from 'nodemailer/lib/smtp-connection';

import { trustedCa } from './trusted-ca.js';
import { ConnectionGroups } from './connection-groups.js';

/** One way out: this MX host, from this local address, greeting with this name. */
export interface SmtpRoute {
  host: string;
  port: number;
  /** The host's address when the agent looked it up itself (see MailHost.address). */
  address?: string;
  sourceIp: string;
  helo: string;
  /** The destination's limits on this IP (traffic shaping), shared by all its MX hosts. */
  shaping?: ConnectionLimit;
}

/** Open sessions of a group (a destination on one source IP) and messages per session. */
export interface ConnectionLimit {
  group: string;
  maxOpen: number;
  maxMessagesPerConnection: number;
}

/** A connected SMTP session, checked out of the cache for one message at a time. */
export interface CachedConnection {
  readonly connection: SMTPConnection;
  readonly route: SmtpRoute;
  /** True when the session already carried a message: it may have been dropped meanwhile. */
  readonly reused: boolean;
}

/** What smtp-delivery needs: a connected session for a route, handed back after one message. */
export interface SmtpConnectionSource {
  acquire(route: SmtpRoute): Promise<CachedConnection>;
  release(checkedOut: CachedConnection, reusable: boolean): void;
}

export interface SmtpConnectionCacheOptions {
  /** Open connections, busy and idle together, never exceed this (the agent's concurrency). */
  maxOpen: number;
  /**
   * Certificate checks during STARTTLS. Off by default: MTA-to-MTA TLS is opportunistic
   * (RFC 7435), most MX hosts present certificates that do not match their name or are
   * self-signed, and a failed check would end the connection, so checking would turn mail that
   * could travel encrypted into mail that is deferred or sent in plaintext.
   */
  tlsRejectUnauthorized: boolean;
  /**
   * CA certificates (PEM) trusted besides the system's when certificates are verified (always
   * checked, refused only with tlsRejectUnauthorized; MTA-STS enforce refuses unverified ones).
   */
  extraCa?: string[];
  /** An idle session is closed after this long; servers drop idle clients anyway (~30-300 s). */
  idleMs?: number;
  /** Like nodemailer's pool: a fresh session now and then keeps per-session limits at bay. */
  maxMessagesPerConnection?: number;
}

interface Entry {
  connection: SMTPConnection;
  route: SmtpRoute;
  key: string;
  group: string | undefined;
  messages: number;
  idleSince: number;
  idleTimer?: NodeJS.Timeout;
}

/**
 * Keeps SMTP sessions open between deliveries to the same destination from the same source IP
 * and HELO, so a burst of mail to one provider costs one TCP + TLS handshake instead of one per
 * message. Sessions are keyed by host:port + source IP + HELO because a session is bound to all
 * three.
 */
export class SmtpConnectionCache implements SmtpConnectionSource {
  private readonly idle = new Map<string, Entry[]>();
  private readonly open = new Set<Entry>();
  private readonly checkedOut = new WeakMap<CachedConnection, Entry>();
  /** Connections being opened: they count against maxOpen before they are in `open`. */
  private connecting = 0;
  private closed = false;
  private readonly tlsOptions: { rejectUnauthorized: boolean; ca?: string[] };
  private readonly groups = new ConnectionGroups();

  constructor(private readonly options: SmtpConnectionCacheOptions) {
    this.tlsOptions = {
      rejectUnauthorized: options.tlsRejectUnauthorized,
      ...(options.extraCa?.length ? { ca: trustedCa(options.extraCa) } : {}),
    };
  }

  get openConnections(): number {
    return this.open.size;
  }

  async acquire(route: SmtpRoute): Promise<CachedConnection> {
    const key = routeKey(route);
    const idleEntry = this.takeIdle(key);
    if (idleEntry) return this.checkOut(idleEntry, true);

    if (route.shaping) await this.groups.makeRoom(route.shaping, (group) => this.closeOldestIdle(group));
    if (this.open.size + this.connecting >= this.options.maxOpen) this.closeOldestIdle();
    this.connecting++;
    let connection: SMTPConnection;
    try {
      connection = await this.connect(route);
    } catch (error) {
      this.groups.closed(route.shaping?.group);
      throw error;
    } finally {
      this.connecting--;
    }
    const entry: Entry = { connection, route, key, group: route.shaping?.group, messages: 0, idleSince: 0 };
    this.open.add(entry);
    entry.connection.once('end', () => {
      this.forget(entry);
      this.groups.closed(entry.group);
    });
    return this.checkOut(entry, false);
  }

  release(checkedOut: CachedConnection, reusable: boolean): void {
    const entry = this.checkedOut.get(checkedOut);
    if (!entry) return;
    this.checkedOut.delete(checkedOut);
    entry.messages++;
    const limit = entry.route.shaping?.maxMessagesPerConnection ?? this.options.maxMessagesPerConnection ?? 100;
    if (!reusable || this.closed || entry.connection.destroyed || entry.messages >= limit) {
      this.close(entry);
      return;
    }
    entry.idleSince = Date.now();
    entry.idleTimer = setTimeout(() => this.close(entry), this.options.idleMs ?? 30_000);
    entry.idleTimer.unref();
    const list = this.idle.get(entry.key) ?? [];
    list.push(entry);
    this.idle.set(entry.key, list);
  }

  /** Closes idle sessions now and busy ones as they are released. */
  closeAll(): void {
    this.closed = true;
    for (const list of [...this.idle.values()]) for (const entry of [...list]) this.close(entry);
  }

  private checkOut(entry: Entry, reused: boolean): CachedConnection {
    const checkedOut: CachedConnection = { connection: entry.connection, route: entry.route, reused };
    this.checkedOut.set(checkedOut, entry);
    return checkedOut;
  }

  /** The most recently used session: the others then age out when traffic drops. */
  private takeIdle(key: string): Entry | undefined {
    const list = this.idle.get(key);
    while (list?.length) {
      const entry = list.pop()!;
      clearTimeout(entry.idleTimer);
      if (!entry.connection.destroyed) return entry;
      this.forget(entry);
    }
    return undefined;
  }

  /** Closes the longest idle session (of `group` when given); false when there is none. */
  private closeOldestIdle(group?: string): boolean {
    let oldest: Entry | undefined;
    for (const list of this.idle.values()) {
      // each list is in release order, so its first entry is its longest idle one
      if (group !== undefined && list[0]?.group !== group) continue;
      if (list[0] && (!oldest || list[0].idleSince < oldest.idleSince)) oldest = list[0];
    }
    if (oldest) this.close(oldest);
    return oldest !== undefined;
  }

  private connect(route: SmtpRoute): Promise<SMTPConnection> {
    const connection = new SMTPConnection({
      host: route.address ?? route.host,
      // The name a certificate is checked against when the host is given by its address.
      ...(route.address ? { servername: route.host } : {}),
      port: route.port,
      name: route.helo,
      localAddress: route.sourceIp,
      opportunisticTLS: true,
      tls: this.tlsOptions,
      // Short enough to fall over to the next MX host well within a lease.
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    // Errors during a send reach its callback as well; this listener only keeps an error on an
    // idle session (the server went away) from being an unhandled 'error' event.
    connection.on('error', () => undefined);
    return new Promise((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      connection.once('error', onError);
      connection.connect((error) => {
        connection.off('error', onError);
        if (error) {
          connection.close();
          reject(error);
        } else {
          resolve(connection);
        }
      });
    });
  }

  private close(entry: Entry): void {
    this.forget(entry);
    if (!entry.connection.destroyed) entry.connection.quit();
  }

  private forget(entry: Entry): void {
    clearTimeout(entry.idleTimer);
    this.open.delete(entry);
    const list = this.idle.get(entry.key);
    const index = list?.indexOf(entry) ?? -1;
    if (list && index >= 0) list.splice(index, 1);
    if (list?.length === 0) this.idle.delete(entry.key);
  }
}

function routeKey(route: SmtpRoute): string {
  return `${route.host.toLowerCase()}:${route.port}|${route.sourceIp}|${route.helo.toLowerCase()}`;
}
