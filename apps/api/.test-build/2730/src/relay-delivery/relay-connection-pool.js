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
import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import nodemailer from 'nodemailer';
import { APP_CONFIG } from '../config/app-config.token.js';
/** How long a connection to a relay stays open without a message (nodemailer's pool closes it then). */
const IDLE_CLOSE_MS = 60_000;
/**
 * The relay worker's SMTP connections, kept open and reused message after message (a TLS
 * handshake and AUTH per message cost more than the message): one pooled transport per relay,
 * at most RELAY_MAX_CONNECTIONS connections each, shared by all of the worker's loops. A relay
 * whose settings changed gets new connections; the old ones are closed.
 */
let RelayConnectionPool = class RelayConnectionPool {
    config;
    relays = new Map();
    constructor(config) {
        this.config = config;
    }
    /** The pooled transport of a relay (implicit TLS on 465, else STARTTLS when offered; AUTH when it has a user). */
    transportFor(relayId, settings) {
        const fingerprint = createHash('sha256').update(JSON.stringify([settings, this.config.sending.relayTlsRejectUnauthorized])).digest('hex');
        const pooled = this.relays.get(relayId);
        if (pooled?.fingerprint === fingerprint)
            return pooled.transport;
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
    onApplicationShutdown() {
        for (const { transport } of this.relays.values())
            transport.close();
        this.relays.clear();
    }
};
RelayConnectionPool = __decorate([
    Injectable(),
    __param(0, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Object])
], RelayConnectionPool);
export { RelayConnectionPool };
//# sourceMappingURL=relay-connection-pool.js.map