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
var WebhookEndpointHealth_1;
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { APP_CONFIG } from '../config/app-config.token.js';
import { MailerService } from '../mail/mailer.service.js';
import { UsersService } from '../users/users.service.js';
import { WebhookEndpointRecord } from './webhook-endpoint.schema.js';
import { WebhookSubscriptions } from './webhook-subscriptions.service.js';
/**
 * Counts each endpoint's failures in a row and switches off one that keeps failing (so the
 * platform stops queueing events for a dead receiver), telling its owner by e-mail once.
 */
let WebhookEndpointHealth = WebhookEndpointHealth_1 = class WebhookEndpointHealth {
    config;
    endpoints;
    subscriptions;
    mailer;
    users;
    logger = new Logger(WebhookEndpointHealth_1.name);
    constructor(config, endpoints, subscriptions, mailer, users) {
        this.config = config;
        this.endpoints = endpoints;
        this.subscriptions = subscriptions;
        this.mailer = mailer;
        this.users = users;
    }
    async record(endpoint, result, at) {
        if (result.ok) {
            if (endpoint.consecutive_failures > 0 || endpoint.failing_since) {
                await this.endpoints.updateOne({ _id: endpoint._id }, { $set: { consecutive_failures: 0, failing_since: null } }).exec();
            }
            return;
        }
        const counted = await this.endpoints
            .findOneAndUpdate({ _id: endpoint._id }, { $inc: { consecutive_failures: 1 } }, { returnDocument: 'after', timestamps: false })
            .lean()
            .exec();
        if (!counted)
            return;
        let failingSince = counted.failing_since;
        if (!failingSince) {
            await this.endpoints.updateOne({ _id: endpoint._id, failing_since: null }, { $set: { failing_since: at } }, { timestamps: false }).exec();
            failingSince = at;
        }
        const reason = this.disableReason(counted.consecutive_failures, at.getTime() - failingSince.getTime(), result);
        if (!reason || !counted.enabled)
            return;
        const switchedOff = await this.endpoints.updateOne({ _id: endpoint._id, enabled: true }, { $set: { enabled: false, disabled_reason: reason } }).exec();
        if (switchedOff.modifiedCount !== 1)
            return; // another attempt's failure switched it off first
        this.subscriptions.changed(counted.user_id);
        this.logger.warn(`Webhook endpoint ${endpoint._id.toHexString()} (${counted.url}) disabled: ${reason}`);
        await this.tellOwner(counted, reason).catch((error) => this.logger.error(`Telling the owner of webhook endpoint ${endpoint._id.toHexString()} failed: ${error.message}`));
    }
    disableReason(failuresInARow, failingForMs, last) {
        const { disableAfterFailures, disableAfterMs } = this.config.webhooks;
        const lastAnswer = last.statusCode !== null ? `HTTP ${last.statusCode}` : last.excerpt;
        if (failuresInARow >= disableAfterFailures)
            return `Disabled after ${failuresInARow} failed attempts in a row (last: ${lastAnswer})`;
        if (failingForMs >= disableAfterMs)
            return `Disabled after every attempt failed for ${Math.round(disableAfterMs / 3_600_000)} hours (last: ${lastAnswer})`;
        return null;
    }
    async tellOwner(endpoint, reason) {
        const owner = await this.users.findForSending(endpoint.user_id);
        if (!owner)
            return;
        await this.mailer.send({
            to: owner.email,
            subject: `Webhook endpoint disabled: ${endpoint.url}`,
            kind: 'webhook_disabled',
            text: [
                `Your webhook endpoint ${endpoint.url}${endpoint.description ? ` (${endpoint.description})` : ''} kept failing and has been disabled.`,
                '',
                reason,
                '',
                'No events are sent to it while it is disabled. Once it answers again, enable it in your account',
                `(or PATCH /api/v1/webhooks/${endpoint._id.toHexString()} with {"enabled": true}); its attempts list shows what it answered.`,
            ].join('\n'),
        });
    }
};
WebhookEndpointHealth = WebhookEndpointHealth_1 = __decorate([
    Injectable(),
    __param(0, Inject(APP_CONFIG)),
    __param(1, InjectModel(WebhookEndpointRecord.name)),
    __metadata("design:paramtypes", [Object, Function, WebhookSubscriptions,
        MailerService,
        UsersService])
], WebhookEndpointHealth);
export { WebhookEndpointHealth };
//# sourceMappingURL=webhook-endpoint-health.service.js.map