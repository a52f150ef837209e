import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { InboundMailService, type InboundRecipient } from '../inbound-mail/inbound-mail.service.js';
import type { RecipientAttemptResult } from '../queue/delivery-outcome.js';
import { DeliveryQueueService, type LeasedDelivery } from '../queue/delivery-queue.service.js';
import { abuseReport, deliveryStatusNotification, headerSectionOf, outOfOfficeReply, type SimulatedOriginal } from './simulated-reports.js';
import type { SimulatorMailbox } from '@platform/contracts';
import { simulatorMailboxOf } from './simulator-addresses.js';

/** What the simulator's "remote MTA" answers a mailbox it accepts. */
const ACCEPTED = '250 2.0.0 Ok: accepted by the mailbox simulator';

/**
 * The mailbox simulator's route: leases the deliveries to simulator addresses (the queue routes
 * them here whatever the plan), answers them as a recipient's MX would, and then, for bounce@,
 * ooto@ and complaint@, hands the DSN, auto-reply or abuse report to the inbound processing as
 * if it had arrived at the return path or the feedback address. Nothing leaves the machine.
 */
@Injectable()
export class MailboxSimulatorWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MailboxSimulatorWorker.name);
  private readonly owner = `${hostname()}:${process.pid}:simulator`;
  private stopping = new AbortController();
  private loop: Promise<void> = Promise.resolve();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queue: DeliveryQueueService,
    private readonly inbound: InboundMailService,
  ) {}

  onApplicationBootstrap(): void {
    this.stopping = new AbortController();
    this.loop = this.run();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping.abort();
    await this.loop;
  }

  private async run(): Promise<void> {
    const signal = this.stopping.signal;
    while (!signal.aborted) {
      try {
        const leased = await this.queue.leaseNext('simulator', this.owner, this.config.sending.leaseMs);
        if (leased) {
          await this.answer(leased);
          continue;
        }
      } catch (error) {
        // A database hiccup must not end the loop; the lease (if any) expires and is retried.
        if (!signal.aborted) this.logger.error(`Mailbox simulator: ${(error as Error).message}`);
      }
      await sleep(this.config.sending.queuePollMs, undefined, { signal }).catch(() => undefined);
    }
  }

  private async answer(leased: LeasedDelivery): Promise<void> {
    const simulatorDomain = this.config.platformMail.simulatorDomain;
    const mailboxes = leased.recipients.map((address) => ({ address, mailbox: simulatorMailboxOf(address, simulatorDomain) }));
    const results: RecipientAttemptResult[] = mailboxes.map(({ address, mailbox }) =>
      mailbox && mailbox !== 'suppressed'
        ? { address, outcome: 'delivered', response: ACCEPTED }
        : { address, outcome: 'bounced', response: `550 5.1.1 <${address}>: no such mailbox at the mailbox simulator` },
    );
    const recorded = await this.queue.recordAttempt(leased.leaseToken, results, { sourceIp: null, agentHostname: simulatorDomain });
    // Reports follow only the acceptance this process recorded: a lease lost meanwhile is another's to answer.
    if (!recorded.recorded) return;
    for (const { address, mailbox } of mailboxes) {
      if (mailbox) await this.reportAfterwards(mailbox, this.originalOf(leased, address));
    }
  }

  /** What arrives after the acceptance, the way it would from the world: through the inbound processing. */
  private async reportAfterwards(mailbox: SimulatorMailbox, original: SimulatedOriginal): Promise<void> {
    if (mailbox === 'bounce') await this.toInbound(original.returnPath, deliveryStatusNotification(original));
    if (mailbox === 'ooto') await this.toInbound(original.returnPath, outOfOfficeReply(original));
    if (mailbox === 'complaint') {
      await this.toInbound(this.config.inbound.feedbackAddress, abuseReport(original, this.config.inbound.feedbackAddress));
    }
  }

  private async toInbound(to: string, raw: Buffer): Promise<void> {
    const recipient: InboundRecipient | null = this.inbound.recipientFor(to);
    if (!recipient) {
      this.logger.warn(`Mailbox simulator: ${to} is no address of the inbound listener; the report is dropped`);
      return;
    }
    // From the null sender, as DSNs and auto-replies are sent (RFC 3464, RFC 3834).
    await this.inbound.receive({ mailFrom: '', recipients: [recipient] }, raw);
  }

  private originalOf({ delivery, envelopeFrom, raw }: LeasedDelivery, recipient: string): SimulatedOriginal {
    const headers = headerSectionOf(raw);
    return {
      returnPath: envelopeFrom,
      recipient,
      headers,
      messageId: delivery.message_id,
      subject: /^subject:[ \t]*(.*)$/im.exec(headers)?.[1]?.trim() ?? '',
      simulatorDomain: this.config.platformMail.simulatorDomain,
      at: new Date(),
    };
  }
}
