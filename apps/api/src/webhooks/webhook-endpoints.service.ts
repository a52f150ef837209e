import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, QueryFilter, Types } from 'mongoose';
import type {
  ListResponse,
  WebhookAttempt,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
  WebhookReplayResponse,
} from '@platform/contracts';
import { countMatching } from '../common/collection-count.js';
import { toListResponse, toPageWindow } from '../common/page-query.dto.js';
import { SecretBox } from '../common/secret-box.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import type { AppConfig } from '../config/app-config.js';
import { notFound, ownedBy, type CustomerScope } from '../customer-access/customer-scope.js';
import { findOwned } from '../customer-access/owned-record.js';
import type {
  CreateWebhookEndpointDto,
  UpdateWebhookEndpointDto,
  WebhookAttemptListQueryDto,
  WebhookEndpointListQueryDto,
} from './dto/webhook.dtos.js';
import { WebhookAttemptRecord } from './webhook-attempt.schema.js';
import { WebhookEndpointRecord, type WebhookEndpointDocument } from './webhook-endpoint.schema.js';
import { WebhookOutbox } from './webhook-outbox.service.js';
import { WebhookSettingsService } from './webhook-settings.service.js';
import { generateWebhookSecret, secretPrefixOf } from './webhook-signature.js';
import { WebhookSubscriptions } from './webhook-subscriptions.service.js';
import { WebhookTargetRefused, WebhookTargetResolver } from './webhook-target.js';

/** Enough for a few systems per account; each endpoint multiplies every event's work. */
export const MAX_ENDPOINTS_PER_ACCOUNT = 20;

/** A customer's webhook endpoints, their attempts and replays; every query starts from the caller's scope. */
@Injectable()
export class WebhookEndpointsService {
  constructor(
    @InjectModel(WebhookEndpointRecord.name) private readonly endpoints: Model<WebhookEndpointRecord>,
    @InjectModel(WebhookAttemptRecord.name) private readonly attempts: Model<WebhookAttemptRecord>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly secretBox: SecretBox,
    private readonly targets: WebhookTargetResolver,
    private readonly settings: WebhookSettingsService,
    private readonly subscriptions: WebhookSubscriptions,
    private readonly outbox: WebhookOutbox,
  ) {}

  async list(scope: CustomerScope, query: WebhookEndpointListQueryDto): Promise<ListResponse<WebhookEndpoint>> {
    const filter: QueryFilter<WebhookEndpointRecord> = ownedBy(scope);
    const window = toPageWindow(query);
    const [documents, total] = await Promise.all([
      this.endpoints.find(filter).sort({ created_at: -1, _id: -1 }).skip(window.skip).limit(window.limit).exec(),
      countMatching(this.endpoints, filter),
    ]);
    return toListResponse(documents.map(toWebhookEndpoint), total, window);
  }

  async create(scope: CustomerScope, input: CreateWebhookEndpointDto): Promise<WebhookEndpointWithSecret> {
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

  async get(scope: CustomerScope, id: string): Promise<WebhookEndpoint> {
    return toWebhookEndpoint(await this.findOrFail(scope, id));
  }

  /** Enabling an endpoint (again) starts its failure count afresh. */
  async update(scope: CustomerScope, id: string, input: UpdateWebhookEndpointDto): Promise<WebhookEndpoint> {
    const endpoint = await this.findOrFail(scope, id);
    if (input.url !== undefined) endpoint.url = await this.checkedUrl(input.url);
    if (input.description !== undefined) endpoint.description = input.description;
    if (input.event_types !== undefined) endpoint.event_types = [...new Set(input.event_types)];
    if (input.enabled !== undefined) {
      if (input.enabled && !endpoint.enabled) Object.assign(endpoint, { consecutive_failures: 0, failing_since: null, disabled_reason: null });
      if (!input.enabled) endpoint.disabled_reason = null;
      endpoint.enabled = input.enabled;
    }
    await endpoint.save();
    this.subscriptions.changed(scope.userId);
    return toWebhookEndpoint(endpoint);
  }

  /** Events still queued for it are dropped by the dispatcher when their turn comes. */
  async remove(scope: CustomerScope, id: string): Promise<void> {
    const endpoint = await this.findOrFail(scope, id);
    await this.endpoints.deleteOne({ _id: endpoint._id }).exec();
    this.subscriptions.changed(scope.userId);
  }

  /** Deletes every endpoint of a user whose account is being deleted (their queued events are dropped as for remove). */
  async removeAllOf(userId: Types.ObjectId): Promise<number> {
    const { deletedCount } = await this.endpoints.deleteMany({ user_id: userId }).exec();
    this.subscriptions.changed(userId);
    return deletedCount;
  }

  /** A new secret signs from now on; the previous one also signs for the grace period, so receivers can switch without losing events. */
  async rotateSecret(scope: CustomerScope, id: string): Promise<WebhookEndpointWithSecret> {
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
  async listAttempts(scope: CustomerScope, id: string, query: WebhookAttemptListQueryDto): Promise<ListResponse<WebhookAttempt>> {
    const endpoint = await this.findOrFail(scope, id);
    const filter: QueryFilter<WebhookAttemptRecord> = { endpoint_id: endpoint._id, ...(query.result && { result: query.result }) };
    const window = toPageWindow(query);
    const [documents, total] = await Promise.all([
      this.attempts.find(filter, { body: 0 }).sort({ created_at: -1, _id: -1 }).skip(window.skip).limit(window.limit).lean().exec(),
      countMatching(this.attempts, filter),
    ]);
    return toListResponse(documents.map(toWebhookAttempt), total, window);
  }

  /** Sends the attempt's event again (same body and webhook-id) to the endpoint, as a new series of attempts. */
  async replay(scope: CustomerScope, id: string, attemptId: string): Promise<WebhookReplayResponse> {
    const endpoint = await this.findOrFail(scope, id);
    const attempt = await findOwned(this.attempts, scope, attemptId, (record) => record.endpoint_id.equals(endpoint._id));
    if (!attempt) throw notFound('Webhook attempt', attemptId);
    if (!endpoint.enabled) throw new ConflictException('The endpoint is disabled: enable it before replaying an event');
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

  private async checkedUrl(raw: string): Promise<string> {
    try {
      const { allow_private_targets } = await this.settings.get();
      return (await this.targets.resolve(raw, allow_private_targets)).url.toString();
    } catch (error) {
      if (error instanceof WebhookTargetRefused) throw new BadRequestException([error.message]);
      throw error;
    }
  }

  private async findOrFail(scope: CustomerScope, id: string): Promise<WebhookEndpointDocument> {
    const endpoint = await findOwned(this.endpoints, scope, id);
    if (!endpoint) throw notFound('Webhook endpoint', id);
    return endpoint;
  }
}

export function toWebhookEndpoint(endpoint: WebhookEndpointDocument): WebhookEndpoint {
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
    previous_secret_expires_at: rotating ? endpoint.previous_secret_expires_at!.toISOString() : null,
    created_at: endpoint.created_at.toISOString(),
    updated_at: endpoint.updated_at.toISOString(),
  };
}

function toWebhookAttempt(attempt: Omit<WebhookAttemptRecord, 'body'>): WebhookAttempt {
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
