import { Inject, Injectable } from '@nestjs/common';
import { outsideSandboxMessage } from '@platform/contracts';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { DomainsService } from '../domains/domains.service.js';
import { ProductionAccessSettingsService } from '../production-access/production-access-settings.service.js';
import { DailyCountersService } from '../queue/daily-counters.service.js';
import { isSimulatorAddress } from '../simulator/simulator-addresses.js';
import { hasProductionAccess, type UserDocument } from '../users/user.schema.js';
import { domainOfAddress } from './message-headers.js';
import { SubmissionRefused } from './submission-refused.js';

/** Accounts whose pace is tracked before the oldest seconds are forgotten. */
const PACED_ACCOUNTS_KEPT = 10_000;

/**
 * What an account without production access may send (production-access/): only to its own
 * address, its domains' postmaster@ and the mailbox simulator, at most the daily limit a UTC day
 * (all its mail counts) and the per-second limit. Recipients are refused with 550 5.7.1 / 403 at
 * RCPT TO; the limits with 452 4.2.2 / 429, to be tried again. The per-second pace is counted in
 * this process (a sandboxed account sending through several API processes at once gets each
 * one's allowance: a small, bounded excess, not worth a shared write per message).
 */
@Injectable()
export class ProductionAccessRules {
  /** Per sandboxed account: the second (epoch seconds) of its latest accepted messages and how many. */
  private readonly pace = new Map<string, { second: number; count: number }>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: ProductionAccessSettingsService,
    private readonly counters: DailyCountersService,
    private readonly domains: DomainsService,
  ) {}

  /** Refuses a sandboxed account's message beyond its daily or per-second limit. */
  async checkLimits(user: UserDocument): Promise<void> {
    if (hasProductionAccess(user)) return;
    const { daily_limit: dailyLimit, per_second: perSecond } = await this.settings.get();
    const paced = this.pace.get(user._id.toHexString());
    if (paced && paced.second === currentSecond() && paced.count >= perSecond) {
      throw SubmissionRefused.quotaExceeded(`Your account has no production access yet: it sends at most ${perSecond} ${perSecond === 1 ? 'message' : 'messages'} a second; try again in a second`);
    }
    if ((await this.counters.acceptedTodayByUser(user._id)) >= dailyLimit) {
      throw SubmissionRefused.quotaExceeded(`Your account has no production access yet: it sends at most ${dailyLimit} messages a day: request production access in the customer area`);
    }
  }

  /** Refuses the first recipient outside a sandboxed account's sandbox. */
  async checkRecipients(user: UserDocument, recipients: string[]): Promise<void> {
    if (hasProductionAccess(user)) return;
    for (const recipient of recipients) {
      if (!(await this.isInSandbox(user, recipient))) throw SubmissionRefused.forbidden(outsideSandboxMessage(recipient));
    }
  }

  /** Counts an accepted message against the account's per-second limit. */
  noteAccepted(user: UserDocument): void {
    if (hasProductionAccess(user)) return;
    const key = user._id.toHexString();
    const second = currentSecond();
    const paced = this.pace.get(key);
    if (paced?.second === second) paced.count += 1;
    else this.pace.set(key, { second, count: 1 });
    if (this.pace.size > PACED_ACCOUNTS_KEPT) this.forgetPastSeconds(second);
  }

  private async isInSandbox(user: UserDocument, recipient: string): Promise<boolean> {
    const address = recipient.trim().toLowerCase();
    if (address === user.email.toLowerCase() || isSimulatorAddress(address, this.config.platformMail.simulatorDomain)) return true;
    const domainName = domainOfAddress(address);
    if (!domainName || address !== `postmaster@${domainName}`) return false;
    const domain = await this.domains.sendingDomain(domainName);
    return domain !== null && domain.user_id.equals(user._id);
  }

  private forgetPastSeconds(second: number): void {
    for (const [key, paced] of this.pace) if (paced.second !== second) this.pace.delete(key);
  }
}

function currentSecond(): number {
  return Math.floor(Date.now() / 1000);
}
