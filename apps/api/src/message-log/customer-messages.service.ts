import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, QueryFilter, Types } from 'mongoose';
import type { ListResponse, MessageDetail, MessageEvent, MessageSummary } from '@platform/contracts';
import { countMatching } from '../common/collection-count.js';
import { literalSearchPattern, toListResponse, toPageWindow } from '../common/page-query.dto.js';
import { limitedDomainName, notFound, ownedBy, type CustomerScope } from '../customer-access/customer-scope.js';
import { findOwned } from '../customer-access/owned-record.js';
import { parseEndDate } from '../reports/report-range.js';
import type { MessageListQueryDto } from './dto/message-list-query.dto.js';
import { MessageEventRecord } from './message-event.schema.js';
import { MessageLogRecord, type MessageLogDocument } from './message-log.schema.js';

/** A timeline longer than this (a hundred recipients retried for days) shows its first events. */
const MAX_TIMELINE_EVENTS = 2000;

/** The account's message log: every query starts from the caller's user id (and their key's domain). */
@Injectable()
export class CustomerMessagesService {
  constructor(
    @InjectModel(MessageLogRecord.name) private readonly log: Model<MessageLogRecord>,
    @InjectModel(MessageEventRecord.name) private readonly events: Model<MessageEventRecord>,
  ) {}

  async list(scope: CustomerScope, query: MessageListQueryDto): Promise<ListResponse<MessageSummary>> {
    const filter: QueryFilter<MessageLogRecord> = { ...ownedBy(scope) };
    const domain = limitedDomainName(scope);
    if (domain !== null) filter.domain = domain;
    if (query.status) filter.status = query.status;
    if (query.recipient?.trim()) filter.recipients = literalSearchPattern(query.recipient.trim());
    if (query.subject?.trim()) filter.subject = literalSearchPattern(query.subject.trim());
    const createdAt = dateRange(query);
    if (createdAt) filter.created_at = createdAt;
    const window = toPageWindow(query);
    const [documents, total] = await Promise.all([
      this.log
        .find(filter, { headers: 0, deliveries: 0, event_ids: 0 })
        .sort({ created_at: -1, _id: -1 })
        .skip(window.skip)
        .limit(window.limit)
        .exec(),
      countMatching(this.log, filter),
    ]);
    return toListResponse(documents.map(toSummary), total, window);
  }

  async get(scope: CustomerScope, id: string): Promise<MessageDetail> {
    const domain = limitedDomainName(scope);
    const entry = await findOwned(this.log, scope, id, (record) => domain === null || record.domain === domain);
    if (!entry) throw notFound('Message', id);
    return {
      ...toSummary(entry),
      recipients: Object.values(entry.deliveries ?? {}).flat().map(({ address, status, last_response }) => ({ address, status, last_response })),
      headers: entry.headers.map(({ name, value }) => ({ name, value })),
      events: await this.timeline(entry),
    };
  }

  /**
   * The message's events, oldest first. On MongoDB:
   * `events.find({ message: entry._id }).sort({ created_at: 1, _id: 1 })` (index message + created_at).
   * The embedded database would read every event of every message for that, so the entry keeps
   * its events' ids and each is read by _id.
   */
  private async timeline(entry: MessageLogDocument): Promise<MessageEvent[]> {
    const ids = [...new Set(entry.event_ids)].slice(0, MAX_TIMELINE_EVENTS);
    const events = await Promise.all(ids.map((eventId) => this.events.findById(eventId).lean().exec()));
    return events
      .filter((event) => event !== null && event.message.equals(entry._id))
      .map((event, position) => ({ event: event!, position }))
      .sort((a, b) => a.event.created_at.getTime() - b.event.created_at.getTime() || a.position - b.position)
      .map(({ event }) => ({
        _id: event._id,
        type: event.type,
        recipient: event.recipient,
        response: event.response,
        attempt: event.attempt,
        source_ip: event.source_ip,
        agent_hostname: event.agent_hostname,
        ...(event.type === 'opened' || event.type === 'clicked' ? { user_agent: event.user_agent ?? null } : {}),
        ...(event.type === 'clicked' ? { url: event.url ?? null } : {}),
        bounce_type: event.bounce_type ?? null,
        status_code: event.status_code ?? null,
        created_at: event.created_at.toISOString(),
      }));
  }
}

function dateRange(query: MessageListQueryDto): { $gte?: Date; $lte?: Date } | null {
  if (!query.date_from && !query.date_to) return null;
  const from = query.date_from ? new Date(query.date_from) : undefined;
  const to = query.date_to ? parseEndDate(query.date_to) : undefined;
  if (from && to && from > to) throw new BadRequestException(['date_from must not be after date_to']);
  return { ...(from && { $gte: from }), ...(to && { $lte: to }) };
}

function toSummary(entry: Omit<MessageLogRecord, 'headers' | 'deliveries' | 'event_ids'> & { _id: Types.ObjectId }): MessageSummary {
  return {
    _id: entry._id.toString(),
    message_id: entry.message_id,
    from: entry.from,
    to: [...entry.recipients],
    subject: entry.subject,
    status: entry.status,
    domain: entry.domain,
    source: entry.source,
    created_at: entry.created_at.toISOString(),
    updated_at: entry.updated_at.toISOString(),
  };
}
