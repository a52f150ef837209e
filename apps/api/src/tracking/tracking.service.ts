import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { createHash } from 'node:crypto';
import type { Model } from 'mongoose';
import type { MessageEventType } from '@platform/contracts';
import { MessageLogRecord } from '../message-log/message-log.schema.js';
import { MessageLogService } from '../message-log/message-log.service.js';
import { MessageTracking } from './message-tracking.service.js';
import type { TrackingClaim } from './tracking-token.js';

/** Repeated opens or clicks of the same link within this window are one event: a reloading client cannot flood the timeline or the webhooks. */
const SAME_EVENT_WINDOW_MS = 60_000;
const USER_AGENT_MAX_LENGTH = 512;

/** Where a tracking request arrived (its Host, without the port) and who sent it. */
export interface TrackingRequest {
  host: string;
  userAgent: string | undefined;
}

/** Records the opens and clicks the tracking routes receive, on the message's timeline (and so its webhooks). */
@Injectable()
export class TrackingService {
  constructor(
    private readonly tracking: MessageTracking,
    private readonly messageLog: MessageLogService,
    @InjectModel(MessageLogRecord.name) private readonly log: Model<MessageLogRecord>,
  ) {}

  async recordOpen(token: string, request: TrackingRequest): Promise<void> {
    await this.record(this.verified(token, 'open'), 'opened', request);
  }

  /** The link's original URL, once the click is recorded. */
  async recordClick(token: string, request: TrackingRequest): Promise<string> {
    const claim = this.verified(token, 'click');
    await this.record(claim, 'clicked', request);
    return claim.url!;
  }

  /** A token this server did not issue (or altered) is answered like an unknown page, and records nothing. */
  private verified(token: string, kind: TrackingClaim['kind']): TrackingClaim {
    const claim = this.tracking.tokens.verify(token, kind);
    if (!claim || (kind === 'click' && !claim.url)) throw new NotFoundException('Not found');
    return claim;
  }

  /** A token on another customer's tracking host is answered like an unknown one: a host serves only its own domain's mail. */
  private async record(claim: TrackingClaim, type: Extract<MessageEventType, 'opened' | 'clicked'>, { host, userAgent }: TrackingRequest): Promise<void> {
    const entry = await this.log.findById(claim.messageId, { user_id: 1, domain: 1 }).lean().exec();
    if (!entry || !this.tracking.hosts.serves(host, entry.domain)) throw new NotFoundException('Not found');
    const now = new Date();
    const window = Math.floor(now.getTime() / SAME_EVENT_WINDOW_MS);
    const key = `${claim.messageId}:${type}:${claim.recipient ?? ''}:${claim.url ?? ''}:${window}`;
    await this.messageLog.recordEvents([
      {
        _id: createHash('sha256').update(key).digest('hex').slice(0, 24),
        message: entry._id,
        user_id: entry.user_id,
        type,
        recipient: claim.recipient,
        response: '',
        attempt: null,
        source_ip: null,
        agent_hostname: null,
        user_agent: userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
        ...(type === 'clicked' ? { url: claim.url } : {}),
        created_at: now,
      },
    ]);
  }
}
