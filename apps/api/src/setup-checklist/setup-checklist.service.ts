import { Inject, Injectable } from '@nestjs/common';
import type { AgentIp, SetupCheck, SetupChecklistResponse } from '@platform/contracts';
import { TtlCache } from '../common/ttl-cache.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import type { AppConfig } from '../config/app-config.js';
import { AgentIpsService } from '../agents/agent-ips.service.js';
import { AgentsService } from '../agents/agents.service.js';
import type { AgentListQueryDto } from '../agents/dto/agent-list-query.dto.js';
import { DnsTxtLookup } from '../domains/dns-txt-lookup.js';
import { SettingsService } from '../settings/settings.service.js';
import { agentsOnlineCheck } from './agents-online-check.js';
import { smtpCertificateCheck } from './certificate-check.js';
import { publicHostnameCheck, smtpHostnameCheck, trackingHostCheck } from './host-name-checks.js';
import { platformMailCheck } from './platform-mail-check.js';
import { Port25Probe } from './port25-probe.js';
import { returnPathMxCheck, returnPathSpfCheck } from './return-path-checks.js';
import { reverseDnsCheck } from './reverse-dns-check.js';

/** Sending IPs checked per run (reverse DNS, SPF): a run stays a few dozen lookups however many there are. */
const SENDING_IPS_CHECKED_MAX = 20;

/**
 * The operator's set-up checklist. A run looks a few names up and reads a few records; its
 * results are served for SETUP_CHECKLIST_CACHE_SECONDS, and requests during a run share it, so
 * the dashboard stays fast and callers cannot multiply the lookups.
 */
@Injectable()
export class SetupChecklistService {
  private readonly results: TtlCache<'checklist', SetupChecklistResponse>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dns: DnsTxtLookup,
    private readonly settings: SettingsService,
    private readonly agents: AgentsService,
    private readonly agentIps: AgentIpsService,
    private readonly port25: Port25Probe,
  ) {
    this.results = new TtlCache({ ttlMs: config.setupChecklist.cacheSeconds * 1000, maxEntries: 1 });
  }

  get(): Promise<SetupChecklistResponse> {
    return this.results.getOrLoad('checklist', () => this.run());
  }

  private async run(): Promise<SetupChecklistResponse> {
    const checkedAt = new Date();
    const [sendingIps, smtp, providersOnline, agentsOffline] = await Promise.all([
      this.activeSendingIps(),
      this.settings.smtpConnection(),
      this.countAgents({ agent_type: 'provider', status: 'online' }),
      this.countAgents({ status: 'offline' }),
    ]);
    const items: SetupCheck[] = await Promise.all([
      publicHostnameCheck(this.config),
      smtpHostnameCheck(this.config, this.dns),
      smtpCertificateCheck(this.config, checkedAt),
      platformMailCheck(this.config, smtp),
      returnPathMxCheck(this.config, this.dns),
      returnPathSpfCheck(this.config, this.dns, sendingIps),
      trackingHostCheck(this.config, this.dns),
      reverseDnsCheck(this.dns, sendingIps),
      this.port25.check(),
      agentsOnlineCheck(providersOnline, agentsOffline),
    ]);
    return { items, checked_at: checkedAt.toISOString(), all_passed: items.every((item) => item.status === 'pass') };
  }

  /** The first active sending IPs in address order (the list is read from the ip index). */
  private async activeSendingIps(): Promise<AgentIp[]> {
    const page = await this.agentIps.list({ page: 1, limit: SENDING_IPS_CHECKED_MAX });
    return page.items.filter((ip) => ip.status === 'active');
  }

  private async countAgents(filter: Pick<AgentListQueryDto, 'agent_type' | 'status'>): Promise<number> {
    return (await this.agents.list({ page: 1, limit: 1, ...filter } as AgentListQueryDto)).total;
  }
}
