import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { APP_CONFIG } from '../config/app-config.token.js';
import type { AppConfig } from '../config/app-config.js';
import { JobLeadership } from '../job-leadership/job-leadership.service.js';
import { DomainRecord } from './domain.schema.js';
import { DomainsService } from './domains.service.js';

const MINUTE_MS = 60 * 1000;
/** Domains checked per round: a round stays short, and the next takes the following ones. */
const DOMAINS_PER_ROUND = 50;
const DOMAIN_RECHECK_JOB = 'domain-recheck';

/**
 * Checks every domain's DNS records again once DOMAIN_RECHECK_MINUTES have passed since its last
 * check (Verify or a re-check), so a record that disappears, or one published without pressing
 * Verify, is noticed. One API process at a time runs the rounds (JobLeadership).
 */
@Injectable()
export class DomainRecheckService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(DomainRecheckService.name);
  private timer?: NodeJS.Timeout;
  private running = false;

  constructor(
    @InjectModel(DomainRecord.name) private readonly domains: Model<DomainRecord>,
    private readonly domainsService: DomainsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly leadership: JobLeadership,
  ) {}

  onApplicationBootstrap(): void {
    const intervalMs = this.config.customer.domainRecheckMinutes * MINUTE_MS;
    if (intervalMs === 0) return;
    this.timer = setInterval(() => void this.runScheduledRound(), Math.min(intervalMs, MINUTE_MS)).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async runScheduledRound(): Promise<void> {
    try {
      if (await this.leadership.leads(DOMAIN_RECHECK_JOB)) await this.runOnce();
    } catch (error) {
      this.logger.error(`A round of DNS re-checks failed: ${(error as Error).message}`);
    }
  }

  /** Re-checks the domains due at `now`, longest unchecked first; returns how many were checked. */
  async runOnce(now = new Date()): Promise<number> {
    if (this.running || this.config.customer.domainRecheckMinutes === 0) return 0;
    this.running = true;
    try {
      const dueBefore = new Date(now.getTime() - this.config.customer.domainRecheckMinutes * MINUTE_MS);
      const due = await this.domains
        .find({ $or: [{ verified_at: null }, { verified_at: { $lte: dueBefore } }] })
        .sort({ verified_at: 1 })
        .limit(DOMAINS_PER_ROUND)
        .exec();
      for (const domain of due) {
        await this.domainsService.checkDnsRecords(domain).catch((error: Error) => this.logger.warn(`Re-checking ${domain.domain} failed: ${error.message}`));
      }
      return due.length;
    } finally {
      this.running = false;
    }
  }
}
