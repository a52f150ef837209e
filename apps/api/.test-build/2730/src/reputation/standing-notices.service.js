var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var StandingNotices_1;
import { Injectable, Logger } from '@nestjs/common';
import { WEBHOOK_PAYLOAD_VERSION } from '@platform/contracts';
import { MailerService } from '../mail/mailer.service.js';
import { UsersService } from '../users/users.service.js';
import { WebhookOutbox } from '../webhooks/webhook-outbox.service.js';
/** What the owner is told of each standing: the mail's subject and its last lines. */
const NOTICE = {
    review: {
        subject: 'Your account is under review',
        kind: 'account_review',
        next: [
            'Your mail is still sent. Above the pause line it would be paused: please clean your lists',
            '(remove addresses that bounce, send only to people who asked for your mail) before it gets there.',
        ],
    },
    paused: {
        subject: 'Sending from your account is paused',
        kind: 'account_paused',
        next: [
            'New messages are refused, and the messages already queued are held: none is lost. Once an',
            'administrator has reviewed the account and resumes it, the held messages are sent.',
        ],
    },
};
/**
 * Tells the owner of an account that went into review or was paused: a mail (the platform's own
 * mail route) and an `account.review` / `account.paused` webhook to the endpoints that subscribe,
 * signed and retried like every webhook. The change's id names the webhook event, so telling
 * again (a retry after a crash) queues nothing twice.
 */
let StandingNotices = StandingNotices_1 = class StandingNotices {
    mailer;
    users;
    webhooks;
    logger = new Logger(StandingNotices_1.name);
    constructor(mailer, users, webhooks) {
        this.mailer = mailer;
        this.users = users;
        this.webhooks = webhooks;
    }
    async tell(userId, change) {
        if (change.to === 'good')
            return;
        const data = { event_id: change._id, user_id: userId.toHexString(), standing: change.to, reason: change.reason, figures: change.figures };
        await this.webhooks.enqueueAccountEvent(userId, change._id, {
            type: change.to === 'paused' ? 'account.paused' : 'account.review',
            version: WEBHOOK_PAYLOAD_VERSION,
            created_at: change.created_at.toISOString(),
            data,
        });
        const owner = await this.users.findForSending(userId);
        if (!owner)
            return;
        const notice = NOTICE[change.to];
        const { figures } = change;
        await this.mailer
            .send({
            to: owner.email,
            subject: notice.subject,
            kind: notice.kind,
            text: [
                change.reason,
                '',
                `In the last ${figures.window_days} days: ${figures.sent} messages sent, ${figures.hard_bounced} hard bounces (${figures.bounce_rate} %), ` +
                    `${figures.complained} complaints (${figures.complaint_rate} %). Mail to the mailbox simulator is not counted.`,
                '',
                ...notice.next,
            ].join('\n'),
        })
            .catch((error) => this.logger.error(`Telling the owner of account ${userId.toHexString()} of its ${change.to} standing failed: ${error.message}`));
    }
};
StandingNotices = StandingNotices_1 = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [MailerService,
        UsersService,
        WebhookOutbox])
], StandingNotices);
export { StandingNotices };
//# sourceMappingURL=standing-notices.service.js.map