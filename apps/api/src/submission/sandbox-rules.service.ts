import { Inject, Injectable } from '@nestjs/common';
import type { Types } from 'mongoose';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { PlatformDomainService } from '../domains/platform-domain.service.js';
import type { SendingDomain } from '../domains/domains.service.js';
import { DailyCountersService } from '../queue/daily-counters.service.js';
import { isSimulatorAddress } from '../simulator/simulator-addresses.js';
import type { UserDocument } from '../users/user.schema.js';
import type { Author } from './author-alignment.js';
import type { Sender } from './message-acceptance.service.js';
import { SubmissionRefused } from './submission-refused.js';

/** An account's sandbox address: its id at the platform's domain, which no customer can hold. */
export function sandboxAddressOf(userId: Types.ObjectId | string, platformDomain: string): string {
  return `${userId.toString()}@${platformDomain}`;
}

/**
 * The sandbox: every account may send at once, before any DNS work, from its own sandbox
 * address at the platform's domain, signed with the platform's key; only to its own confirmed
 * address and to the mailbox simulator, and at most SANDBOX_DAILY_LIMIT messages a day (the
 * account's other mail that day counts too; simulator mail never does). Refusals are 403 /
 * 550 5.7.1 naming the rule.
 */
@Injectable()
export class SandboxRules {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly platformDomain: PlatformDomainService,
    private readonly counters: DailyCountersService,
  ) {}

  addressOf(user: Pick<UserDocument, '_id'>): string {
    return sandboxAddressOf(user._id, this.platformDomain.name);
  }

  /** Whether mail from this domain is sandbox mail (the envelope's or an author's domain). */
  isSandboxDomain(domainName: string): boolean {
    return this.platformDomain.isPlatformDomain(domainName);
  }

  /** The platform's domain, when the sender may send from this sandbox address now. */
  async sendingDomain(sender: Sender, envelopeFrom: string): Promise<SendingDomain> {
    const own = this.addressOf(sender.user);
    if (sender.restrictedToDomain) {
      throw SubmissionRefused.forbidden(`Sandbox address ${envelopeFrom} is not allowed: these credentials may send only from ${sender.restrictedToDomain}`);
    }
    if (envelopeFrom.trim().toLowerCase() !== own) {
      throw SubmissionRefused.forbidden(`Sender address ${envelopeFrom} is not yours: your sandbox address is ${own}`);
    }
    const domain = await this.platformDomain.sendingDomain();
    if (!domain) throw SubmissionRefused.forbidden(`The sandbox is not available: the platform's domain ${this.platformDomain.name} is held by an account`);
    return domain;
  }

  /**
   * Refuses a recipient outside the sandbox (anyone but the account's confirmed address and the
   * simulator), and mail beyond the daily limit unless it goes to the simulator alone.
   */
  async checkRecipients(user: UserDocument, recipients: string[]): Promise<void> {
    const simulatorDomain = this.config.platformMail.simulatorDomain;
    const ownAddress = user.email.toLowerCase();
    const outside = recipients.find((recipient) => recipient.trim().toLowerCase() !== ownAddress && !isSimulatorAddress(recipient, simulatorDomain));
    if (outside !== undefined) {
      throw SubmissionRefused.forbidden(
        `Recipient ${outside} is outside the sandbox: a sandbox address sends only to your own address (${user.email}) ` +
          `and to the mailbox simulator (@${simulatorDomain})`,
      );
    }
    const limit = this.config.platformMail.sandboxDailyLimit;
    if (limit === 0 || recipients.every((recipient) => isSimulatorAddress(recipient, simulatorDomain))) return;
    if ((await this.counters.acceptedTodayByUser(user._id)) >= limit) {
      throw SubmissionRefused.forbidden(
        `Sandbox daily limit of ${limit} messages reached: add and verify a domain of your own to send more (mail to the mailbox simulator is not counted)`,
      );
    }
  }

  /** An author at the platform's domain aligns only when it is this account's own sandbox address (author-alignment.ts). */
  async authorDomain(sender: Sender, author: Author): Promise<SendingDomain> {
    const own = this.addressOf(sender.user);
    if (sender.restrictedToDomain) {
      throw SubmissionRefused.forbidden(`${author.header} address ${author.address} is not allowed: these credentials may send only from ${sender.restrictedToDomain}`);
    }
    if (author.address.trim().toLowerCase() !== own) {
      throw SubmissionRefused.forbidden(`${author.header} address ${author.address} is not yours: your sandbox address is ${own}`);
    }
    const domain = await this.platformDomain.sendingDomain();
    if (!domain) throw SubmissionRefused.forbidden(`${author.header} domain ${author.domain} is not one of your domains`);
    return domain;
  }
}
