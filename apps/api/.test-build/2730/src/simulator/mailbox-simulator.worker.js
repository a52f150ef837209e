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
var MailboxSimulatorWorker_1;
import { Inject, Injectable, Logger } from '@nestjs/common';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { APP_CONFIG } from '../config/app-config.token.js';
import { InboundMailService } from '../inbound-mail/inbound-mail.service.js';
import { DeliveryQueueService } from '../queue/delivery-queue.service.js';
import { abuseReport, deliveryStatusNotification, headerSectionOf, outOfOfficeReply } from './simulated-reports.js';
import { simulatorMailboxOf } from './simulator-addresses.js';
/** What the simulator's "remote MTA" answers a mailbox it accepts. */
const ACCEPTED = '250 2.0.0 Ok: accepted by the mailbox simulator';
/**
 * The mailbox simulator's route: leases the deliveries to simulator addresses (the queue routes
 * them here whatever the plan), answers them as a recipient's MX would, and then, for bounce@,
 * ooto@ and complaint@, hands the DSN, auto-reply or abuse report to the inbound processing as
 * if it had arrived at the return path or the feedback address. Nothing leaves the machine.
 */
let MailboxSimulatorWorker = MailboxSimulatorWorker_1 = class MailboxSimulatorWorker {
    config;
    queue;
    inbound;
    logger = new Logger(MailboxSimulatorWorker_1.name);
    owner = `${hostname()}:${process.pid}:simulator`;
    stopping = new AbortController();
    loop = Promise.resolve();
    constructor(config, queue, inbound) {
        this.config = config;
        this.queue = queue;
        this.inbound = inbound;
    }
    onApplicationBootstrap() {
        this.stopping = new AbortController();
        this.loop = this.run();
    }
    async onApplicationShutdown() {
        this.stopping.abort();
        await this.loop;
    }
    async run() {
        const signal = this.stopping.signal;
        while (!signal.aborted) {
            try {
                const leased = await this.queue.leaseNext('simulator', this.owner, this.config.sending.leaseMs);
                if (leased) {
                    await this.answer(leased);
                    continue;
                }
            }
            catch (error) {
                // A database hiccup must not end the loop; the lease (if any) expires and is retried.
                if (!signal.aborted)
                    this.logger.error(`Mailbox simulator: ${error.message}`);
            }
            await sleep(this.config.sending.queuePollMs, undefined, { signal }).catch(() => undefined);
        }
    }
    async answer(leased) {
        const simulatorDomain = this.config.platformMail.simulatorDomain;
        const mailboxes = leased.recipients.map((address) => ({ address, mailbox: simulatorMailboxOf(address, simulatorDomain) }));
        const results = mailboxes.map(({ address, mailbox }) => mailbox && mailbox !== 'suppressed'
            ? { address, outcome: 'delivered', response: ACCEPTED }
            : { address, outcome: 'bounced', response: `550 5.1.1 <${address}>: no such mailbox at the mailbox simulator` });
        const recorded = await this.queue.recordAttempt(leased.leaseToken, results, { sourceIp: null, agentHostname: simulatorDomain });
        // Reports follow only the acceptance this process recorded: a lease lost meanwhile is another's to answer.
        if (!recorded.recorded)
            return;
        for (const { address, mailbox } of mailboxes) {
            if (mailbox)
                await this.reportAfterwards(mailbox, this.originalOf(leased, address));
        }
    }
    /** What arrives after the acceptance, the way it would from the world: through the inbound processing. */
    async reportAfterwards(mailbox, original) {
        if (mailbox === 'bounce')
            await this.toInbound(original.returnPath, deliveryStatusNotification(original));
        if (mailbox === 'ooto')
            await this.toInbound(original.returnPath, outOfOfficeReply(original));
        if (mailbox === 'complaint') {
            await this.toInbound(this.config.inbound.feedbackAddress, abuseReport(original, this.config.inbound.feedbackAddress));
        }
    }
    async toInbound(to, raw) {
        const recipient = this.inbound.recipientFor(to);
        if (!recipient) {
            this.logger.warn(`Mailbox simulator: ${to} is no address of the inbound listener; the report is dropped`);
            return;
        }
        // From the null sender, as DSNs and auto-replies are sent (RFC 3464, RFC 3834).
        await this.inbound.receive({ mailFrom: '', recipients: [recipient] }, raw);
    }
    originalOf({ delivery, envelopeFrom, raw }, recipient) {
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
};
MailboxSimulatorWorker = MailboxSimulatorWorker_1 = __decorate([
    Injectable(),
    __param(0, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Object, DeliveryQueueService,
        InboundMailService])
], MailboxSimulatorWorker);
export { MailboxSimulatorWorker };
//# sourceMappingURL=mailbox-simulator.worker.js.map