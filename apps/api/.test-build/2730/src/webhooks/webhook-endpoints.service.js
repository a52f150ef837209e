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
import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { countMatching } from '../common/collection-count.js';
import { toListResponse, toPageWindow } from '../common/page-query.dto.js';
import { SecretBox } from '../common/secret-box.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { notFound, ownedBy } from '../customer-access/customer-scope.js';
import { findOwned } from '../customer-access/owned-record.js';
import { WebhookAttemptRecord } from './webhook-attempt.schema.js';
import { WebhookEndpointRecord } from './webhook-endpoint.schema.js';
import { WebhookOutbox } from './webhook-outbox.service.js';
import { WebhookSettingsService } from './webhook-settings.service.js';
import { generateWebhookSecret, secretPrefixOf } from './webhook-signature.js';
import { WebhookSubscriptions } from './webhook-subscriptions.service.js';
import { WebhookTargetRefused, WebhookTargetResolver } from './webhook-target.js';
/** Enough for a few systems per account; each endpoint multiplies every event's work. */
export const MAX_ENDPOINTS_PER_ACCOUNT = 20;
/** A customer's webhook endpoints, their attempts and replays; every query starts from the caller's scope. */
let WebhookEndpointsService = class WebhookEndpointsService {
    endpoints;
    attempts;
    config;
    secretBox;
    targets;
    settings;
    subscriptions;
    outbox;
    constructor(endpoints, attempts, config, secretBox, targets, settings, subscriptions, outbox) {
        this.endpoints = endpoints;
        this.attempts = attempts;
        this.config = config;
        this.secretBox = secretBox;
        this.targets = targets;
        this.settings = settings;
        this.subscriptions = subscriptions;
        this.outbox = outbox;
    }
    async list(scope, query) {
        const filter = ownedBy(scope);
        const window = toPageWindow(query);
        const [documents, total] = await Promise.all([
            this.endpoints.find(filter).sort({ created_at: -1, _id: -1 }).skip(window.skip).limit(window.limit).exec(),
            countMatching(this.endpoints, filter),
        ]);
        return toListResponse(documents.map(toWebhookEndpoint), total, window);
    }
    async create(scope, input) {
        const url = await this.checkedUrl(input.url);
        if ((await countMatching(this.endpoints, ownedBy(scope))) >= MAX_ENDPOINTS_PER_ACCOUNT) {
            throw new ConflictException(`An account has at most ${MAX_ENDPOINTS_PER_ACCOUNT} webhook endpoints`);
        }
        const secret = generateWebhookSecret();
        const created = await this.endpoints.create({
            ...ownedBy(scope),
            url,
            description: input.description ?? '',
            event_types: [...new Set(input.event_types)],
            enabled: input.enabled ?? true,
            secret_sealed: this.secretBox.seal(secret),
            secret_prefix: secretPrefixOf(secret),
        });
        this.subscriptions.changed(scope.userId);
        return { ...toWebhookEndpoint(created), secret };
    }
    async get(scope, id) {
        return toWebhookEndpoint(await this.findOrFail(scope, id));
    }
    /** Enabling an endpoint (again) starts its failure count afresh. */
    async update(scope, id, input) {
        const endpoint = await this.findOrFail(scope, id);
        if (input.url !== undefined)
            endpoint.url = await this.checkedUrl(input.url);
        if (input.description !== undefined)
            endpoint.description = input.description;
        if (input.event_types !== undefined)
            endpoint.event_types = [...new Set(input.event_types)];
        if (input.enabled !== undefined) {
            if (input.enabled && !endpoint.enabled)
                Object.assign(endpoint, { consecutive_failures: 0, failing_since: null, disabled_reason: null });
            if (!input.enabled)
                endpoint.disabled_reason = null;
            endpoint.enabled = input.enabled;
        }
        await endpoint.save();
        this.subscriptions.changed(scope.userId);
        return toWebhookEndpoint(endpoint);
    }
    /** Events still queued for it are dropped by the dispatcher when their turn comes. */
    async remove(scope, id) {
        const endpoint = await this.findOrFail(scope, id);
        await this.endpoints.deleteOne({ _id: endpoint._id }).exec();
        this.subscriptions.changed(scope.userId);
    }
    /** Deletes every endpoint of a user whose account is being deleted (their queued events are dropped as for remove). */
    async removeAllOf(userId) {
        const { deletedCount } = await this.endpoints.deleteMany({ user_id: userId }).exec();
        this.subscriptions.changed(userId);
        return deletedCount;
    }
    /** A new secret signs from now on; the previous one also signs for the grace period, so receivers can switch without losing events. */
    async rotateSecret(scope, id) {
        const endpoint = await this.findOrFail(scope, id);
        const secret = generateWebhookSecret();
        const grace = this.config.webhooks.secretRotationGraceMs;
        endpoint.previous_secret_sealed = grace > 0 ? endpoint.secret_sealed : null;
        endpoint.previous_secret_expires_at = grace > 0 ? new Date(Date.now() + grace) : null;
        endpoint.secret_sealed = this.secretBox.seal(secret);
        endpoint.secret_prefix = secretPrefixOf(secret);
        await endpoint.save();
        return { ...toWebhookEndpoint(endpoint), secret };
    }
    /**
     * The endpoint's attempts, newest first. On MongoDB the index endpoint_id + created_at
     * serves it; the embedded database reads the collection.
     */
    async listAttempts(scope, id, query) {
        const endpoint = await this.findOrFail(scope, id);
        const filter = { endpoint_id: endpoint._id, ...(query.result && { result: query.result }) };
        const window = toPageWindow(query);
        const [documents, total] = await Promise.all([
            this.attempts.find(filter, { body: 0 }).sort({ created_at: -1, _id: -1 }).skip(window.skip).limit(window.limit).lean().exec(),
            countMatching(this.attempts, filter),
        ]);
        return toListResponse(documents.map(toWebhookAttempt), total, window);
    }
    /** Sends the attempt's event again (same body and webhook-id) to the endpoint, as a new series of attempts. */
    async replay(scope, id, attemptId) {
        const endpoint = await this.findOrFail(scope, id);
        const attempt = await findOwned(this.attempts, scope, attemptId, (record) => record.endpoint_id.equals(endpoint._id));
        if (!attempt)
            throw notFound('Webhook attempt', attemptId);
        if (!endpoint.enabled)
            throw new ConflictException('The endpoint is disabled: enable it before replaying an event');
        await this.outbox.enqueueReplay({
            webhook_id: attempt.webhook_id,
            endpoint_id: endpoint._id,
            user_id: endpoint.user_id,
            event_type: attempt.event_type,
            event_id: attempt.event_id,
            message_id: attempt.message_id,
            body: attempt.body,
        });
        return { message: 'Replay queued', webhook_id: attempt.webhook_id };
    }
    async checkedUrl(raw) {
        try {
            const { allow_private_targets } = await this.settings.get();
            return (await this.targets.resolve(raw, allow_private_targets)).url.toString();
        }
        catch (error) {
            if (error instanceof WebhookTargetRefused)
                throw new BadRequestException([error.message]);
            throw error;
        }
    }
    async findOrFail(scope, id) {
        const endpoint = await findOwned(this.endpoints, scope, id);
        if (!endpoint)
            throw notFound('Webhook endpoint', id);
        return endpoint;
    }
};
WebhookEndpointsService = __decorate([
    Injectable(),
    __param(0, InjectModel(WebhookEndpointRecord.name)),
    __param(1, InjectModel(WebhookAttemptRecord.name)),
    __param(2, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Function, Function, Object, SecretBox,
        WebhookTargetResolver,
        WebhookSettingsService,
        WebhookSubscriptions,
        WebhookOutbox])
], WebhookEndpointsService);
export { WebhookEndpointsService };
export function toWebhookEndpoint(endpoint) {
    const rotating = endpoint.previous_secret_expires_at && endpoint.previous_secret_expires_at > new Date();
    return {
        _id: endpoint._id.toString(),
        url: endpoint.url,
        description: endpoint.description,
        event_types: [...endpoint.event_types],
        enabled: endpoint.enabled,
        disabled_reason: endpoint.disabled_reason,
        consecutive_failures: endpoint.consecutive_failures,
        secret_prefix: endpoint.secret_prefix,
        previous_secret_expires_at: rotating ? endpoint.previous_secret_expires_at.toISOString() : null,
        created_at: endpoint.created_at.toISOString(),
        updated_at: endpoint.updated_at.toISOString(),
    };
}
function toWebhookAttempt(attempt) {
    return {
        _id: attempt._id.toString(),
        endpoint_id: attempt.endpoint_id.toString(),
        webhook_id: attempt.webhook_id,
        event_type: attempt.event_type,
        event_id: attempt.event_id,
        message_id: attempt.message_id,
        attempt: attempt.attempt,
        replay: attempt.replay,
        result: attempt.result,
        status_code: attempt.status_code,
        duration_ms: attempt.duration_ms,
        response_excerpt: attempt.response_excerpt,
        next_retry_at: attempt.next_retry_at?.toISOString() ?? null,
        created_at: attempt.created_at.toISOString(),
    };
}
//# sourceMappingURL=webhook-endpoints.service.js.map