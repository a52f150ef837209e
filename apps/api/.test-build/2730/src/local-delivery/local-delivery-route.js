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
var LocalDeliveryRoute_1;
import { Inject, Injectable, Logger } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { hostname as machineHostname } from 'node:os';
import { join } from 'node:path';
import { AgentsService } from '../agents/agents.service.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { readOrCreateSecret } from '../config/persistent-secrets.js';
import { LocalAgentSupervisor } from './local-agent-process.js';
/** The file in DATA_DIR that keeps the local agent's secret across restarts. */
const SECRET_FILE = 'local-agent-secret';
const LOCAL_AGENT_JOURNAL_FILE = 'local-agent.journal';
/**
 * The local delivery route: with nothing configured, provider-plan mail leaves from this host.
 * The API registers a provider agent for this host (its secret generated once into DATA_DIR,
 * never printed) and runs the real sending agent (apps/agent) as a child process that calls
 * this API like any remote agent: heartbeats, leases, results. It is restarted when it dies and
 * stopped with the API. LOCAL_DELIVERY_AGENT=false leaves the carrying to remote agents.
 */
let LocalDeliveryRoute = LocalDeliveryRoute_1 = class LocalDeliveryRoute {
    config;
    agents;
    logger = new Logger(LocalDeliveryRoute_1.name);
    supervisor = null;
    constructor(config, agents) {
        this.config = config;
        this.agents = agents;
    }
    /** Starts the route's agent, which calls the API at `apiUrl` (this process, once it listens). */
    async start(apiUrl) {
        const settings = this.config.localDelivery;
        if (!settings.enabled)
            return { kind: 'off' };
        if (!existsSync(settings.agentScript)) {
            this.logger.error(`The local delivery route cannot start: ${settings.agentScript} is missing (build apps/agent, or set LOCAL_DELIVERY_AGENT=false)`);
            return { kind: 'missing', script: settings.agentScript };
        }
        const hostname = machineHostname().toLowerCase();
        const agentId = localAgentIdOf(hostname);
        const secret = await readOrCreateSecret(join(this.config.dataDir, SECRET_FILE));
        await this.agents.registerLocalAgent(agentId, hostname, secret);
        this.supervisor = new LocalAgentSupervisor({
            command: { script: settings.agentScript, env: this.agentEnvironment(apiUrl, agentId, hostname, secret) },
            onLine: (line) => this.logger.log(line),
            onDeath: (how, lastLine, restartInMs) => this.logger.error(`The local delivery agent ${how}; starting it again in ${Math.round(restartInMs / 1000)} s${lastLine ? ` (its last line: ${lastLine})` : ''}`),
        });
        this.supervisor.start();
        return { kind: 'running', agentId, ips: settings.ips };
    }
    /** Before the HTTP server closes: the agent reports its last results and gives its leases back to it. */
    async beforeApplicationShutdown() {
        await this.supervisor?.stop(this.config.shutdownGraceSeconds * 1000);
    }
    /** Only what the agent reads: no other secret of the API's environment reaches it. */
    agentEnvironment(apiUrl, agentId, hostname, secret) {
        const settings = this.config.localDelivery;
        return {
            ...(process.env.PATH ? { PATH: process.env.PATH } : {}),
            AGENT_API_URL: apiUrl,
            AGENT_ID: agentId,
            AGENT_SECRET: secret,
            AGENT_HOSTNAME: hostname,
            AGENT_MX_PORT: String(settings.mxPort),
            AGENT_SHUTDOWN_GRACE_SECONDS: String(this.config.shutdownGraceSeconds),
            // Its outcome journal lives with the platform's other data, not in whatever folder the API started from.
            AGENT_JOURNAL: join(this.config.dataDir, LOCAL_AGENT_JOURNAL_FILE),
            ...(settings.ips.length > 0 ? { AGENT_IPS: settings.ips.join(',') } : {}),
            ...(this.config.dnsServers.length > 0 ? { AGENT_DNS_SERVERS: this.config.dnsServers.join(',') } : {}),
        };
    }
};
LocalDeliveryRoute = LocalDeliveryRoute_1 = __decorate([
    Injectable(),
    __param(0, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Object, AgentsService])
], LocalDeliveryRoute);
export { LocalDeliveryRoute };
/** `local-<host name>`, in the characters an agent_id allows. */
export function localAgentIdOf(hostname) {
    const safe = hostname.toLowerCase().replace(/[^a-z0-9._-]+/g, '-');
    return `local-${safe || 'host'}`.slice(0, 64);
}
//# sourceMappingURL=local-delivery-route.js.map