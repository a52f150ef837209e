import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { hostname as machineHostname } from 'node:os';
import { join } from 'node:path';
import { AgentsService } from '../agents/agents.service.js';
import { localAgentIdOf } from '../agents/local-agent-id.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { readOrCreateSecret } from '../config/persistent-secrets.js';
import { LocalAgentSupervisor } from './local-agent-process.js';

/** What the start-up banner says of the route. */
export type LocalRouteState =
  | { kind: 'off' }
  | { kind: 'missing'; script: string }
  | { kind: 'running'; agentId: string; ips: string[] };

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
@Injectable()
export class LocalDeliveryRoute implements BeforeApplicationShutdown {
  private readonly logger = new Logger(LocalDeliveryRoute.name);
  private supervisor: LocalAgentSupervisor | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly agents: AgentsService,
  ) {}

  /** Starts the route's agent, which calls the API at `apiUrl` (this process, once it listens). */
  async start(apiUrl: string): Promise<LocalRouteState> {
    const settings = this.config.localDelivery;
    if (!settings.enabled) return { kind: 'off' };
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
      onDeath: (how, lastLine, restartInMs) =>
        this.logger.error(
          `The local delivery agent ${how}; starting it again in ${Math.round(restartInMs / 1000)} s${lastLine ? ` (its last line: ${lastLine})` : ''}`,
        ),
    });
    this.supervisor.start();
    return { kind: 'running', agentId, ips: settings.ips };
  }

  /** Before the HTTP server closes: the agent reports its last results and gives its leases back to it. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.supervisor?.stop(this.config.shutdownGraceSeconds * 1000);
  }

  /** Only what the agent reads: no other secret of the API's environment reaches it. */
  private agentEnvironment(apiUrl: string, agentId: string, hostname: string, secret: string): Record<string, string> {
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
}
