import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, QueryFilter, Types } from 'mongoose';
import type {
  AccountReputation,
  AccountReputationDetail,
  AccountStanding,
  ListResponse,
  ReputationFigures,
  ReputationSettings,
  ReviewQueueItem,
  ReviewQueueQuery,
  StandingChange,
} from '@platform/contracts';
import { toListResponse, toPageWindow } from '../common/page-query.dto.js';
import { MessageLogService } from '../message-log/message-log.service.js';
import { OwnerRegistry } from '../owner-registry/owner-registry.js';
import { AccountHolds } from '../queue/account-holds.service.js';
import { DeliveryQueueService } from '../queue/delivery-queue.service.js';
import { domainReputationScope, reputationScope } from '../rollups/rollup-keys.js';
import { RollupsService } from '../rollups/rollups.service.js';
import { UsersService } from '../users/users.service.js';
import { AccountStandingRecord, StandingChangeRecord } from './account-standing.schema.js';
import { figuresOf, verdictOf, windowDays, type ForgivenCounts } from './reputation-figures.js';
import { ReputationSettingsService } from './reputation-settings.service.js';
import { StandingNotices } from './standing-notices.service.js';

/** Who made a change the guard made itself. */
export const SYSTEM_ACTOR = 'system';
const RECENT_INCIDENTS = 10;
const CHANGES_SHOWN = 50;

type StoredStanding = AccountStandingRecord;

/**
 * The deliverability guard's rules for one account: its figures over the window (the reputation
 * rollups, read by _id), its standing, and every change of it. The guard judges an account when
 * its reputation counts change (ReputationWatch) and moves it up only (good → review → paused);
 * an admin moves it back (resume, which forgives the counts so far) or pauses it by hand. A change
 * is claimed by the unique insert of its record (`<user>|<revision>`), so two processes judging
 * the same account at once make it once, and tell the owner once.
 */
@Injectable()
export class AccountStandingsService {
  constructor(
    @InjectModel(AccountStandingRecord.name) private readonly standings: Model<AccountStandingRecord>,
    @InjectModel(StandingChangeRecord.name) private readonly changes: Model<StandingChangeRecord>,
    private readonly settings: ReputationSettingsService,
    private readonly rollups: RollupsService,
    private readonly holds: AccountHolds,
    private readonly queue: DeliveryQueueService,
    private readonly messageLog: MessageLogService,
    private readonly users: UsersService,
    private readonly owners: OwnerRegistry,
    private readonly notices: StandingNotices,
  ) {}

  /** Judges the account on its current figures: review or pause when they call for more than it has. */
  async judge(userId: Types.ObjectId): Promise<void> {
    const settings = await this.settings.get();
    if (!settings.enabled) return;
    const stored = await this.standingOf(userId);
    const current = stored?.standing ?? 'good';
    if (current === 'paused') return;
    const figures = await this.figures(userId, settings, stored?.forgiven ?? {});
    const verdict = verdictOf(figures, settings);
    if (!verdict || (verdict.standing === 'review' && current === 'review')) return;
    await this.change(userId, stored, verdict.standing, SYSTEM_ACTOR, verdict.reason, figures);
  }

  /** An admin's resume: back to good standing, held mail released, the counts so far forgiven. */
  async resume(userId: Types.ObjectId, actor: string, note: string): Promise<AccountReputationDetail> {
    const stored = await this.standingOf(userId);
    await this.requireUser(userId);
    if (!stored || stored.standing === 'good') throw new ConflictException('This account is neither in review nor paused');
    const settings = await this.settings.get();
    const figures = await this.figures(userId, settings, stored.forgiven);
    await this.change(userId, stored, 'good', actor, note, figures, await this.countsToForgive(userId, settings));
    return this.detail(userId);
  }

  /** An admin's pause: sending refused and queued mail held, as the guard's pause does. */
  async pause(userId: Types.ObjectId, actor: string, note: string): Promise<AccountReputationDetail> {
    await this.requireUser(userId);
    const stored = await this.standingOf(userId);
    if (stored?.standing === 'paused') throw new ConflictException('This account is already paused');
    const figures = await this.figures(userId, await this.settings.get(), stored?.forgiven ?? {});
    await this.change(userId, stored, 'paused', actor, `Sending is paused by an administrator: ${note}`, figures);
    return this.detail(userId);
  }

  /**
   * What the account's rates reach now, when at or above the review line (or the pause line), or
   * null when under it or not judged yet: the warm-up's verdict on a day.
   */
  async overReviewLine(userId: Types.ObjectId): Promise<string | null> {
    const settings = await this.settings.get();
    const stored = await this.standingOf(userId);
    return verdictOf(await this.figures(userId, settings, stored?.forgiven ?? {}), settings)?.detail ?? null;
  }

  /** The account's standing and figures, as its owner sees them. */
  async reputationOf(userId: Types.ObjectId): Promise<AccountReputation> {
    const settings = await this.settings.get();
    const stored = await this.standingOf(userId);
    return {
      user_id: userId.toHexString(),
      standing: stored?.standing ?? 'good',
      reason: stored?.standing === 'good' ? '' : (stored?.reason ?? ''),
      changed_at: stored?.changed_at.toISOString() ?? null,
      figures: await this.figures(userId, settings, stored?.forgiven ?? {}),
      lines: {
        review_bounce_rate: settings.review_bounce_rate,
        review_complaint_rate: settings.review_complaint_rate,
        pause_bounce_rate: settings.pause_bounce_rate,
        pause_complaint_rate: settings.pause_complaint_rate,
        min_volume: settings.min_volume,
      },
    };
  }

  /** What the admin sees of one account: figures, held mail, recent bounces and complaints, every change. */
  async detail(userId: Types.ObjectId): Promise<AccountReputationDetail> {
    const user = await this.requireUser(userId);
    const [reputation, domains, held, incidents, changes] = await Promise.all([
      this.reputationOf(userId),
      this.domainFigures(userId),
      this.queue.openDeliveryCountOf(userId),
      this.messageLog.latestEventsOf(userId, ['bounced', 'complained'], RECENT_INCIDENTS),
      this.changes.find({ user_id: userId }).sort({ created_at: -1 }).limit(CHANGES_SHOWN).lean<StandingChangeRecord[]>().exec(),
    ]);
    return {
      ...reputation,
      email: user.email,
      domains,
      held_deliveries: held,
      recent_incidents: incidents.map((event) => ({
        type: event.type as 'bounced' | 'complained',
        recipient: event.recipient,
        response: event.response,
        message_id: event.message.toHexString(),
        created_at: event.created_at.toISOString(),
      })),
      changes: changes.map(changeResponse),
    };
  }

  /** The admin review queue: accounts in review or paused, latest change first. */
  async reviewQueue(query: ReviewQueueQuery): Promise<ListResponse<ReviewQueueItem>> {
    const window = toPageWindow(query);
    const filter: QueryFilter<AccountStandingRecord> = { standing: query.standing ?? { $in: ['review', 'paused'] } };
    const [rows, total] = await Promise.all([
      this.standings.find(filter, { user_id: 1 }).sort({ standing: 1, changed_at: -1 }).skip(window.skip).limit(window.limit).lean().exec(),
      this.standings.countDocuments(filter).exec(),
    ]);
    const items = await Promise.all(
      rows.map(async (row) => ({ ...(await this.reputationOf(row.user_id)), email: (await this.users.findForSending(row.user_id))?.email ?? '(deleted account)' })),
    );
    return toListResponse(items, total, window);
  }

  /** The standings of these accounts, good for those without a record (the users list). */
  async standingsOf(userIds: Types.ObjectId[]): Promise<Map<string, AccountStanding>> {
    const stored = await Promise.all(userIds.map((userId) => this.standingOf(userId)));
    return new Map(userIds.map((userId, index) => [userId.toHexString(), stored[index]?.standing ?? 'good']));
  }

  private standingOf(userId: Types.ObjectId): Promise<StoredStanding | null> {
    return this.standings.findById(userId.toHexString()).lean<StoredStanding>().exec();
  }

  private async requireUser(userId: Types.ObjectId) {
    const user = await this.users.findForSending(userId);
    if (!user) throw new NotFoundException('User not found');
    return user;
  }

  private async figures(userId: Types.ObjectId, settings: ReputationSettings, forgiven: ForgivenCounts): Promise<ReputationFigures> {
    const days = windowDays(new Date(), settings.window_days);
    return figuresOf(days, await this.rollups.reputationDayCounts(reputationScope(userId), days), forgiven, settings);
  }

  /** The figures of each of the account's sending domains (read through the owner registry, by _id). */
  private async domainFigures(userId: Types.ObjectId): Promise<AccountReputationDetail['domains']> {
    const settings = await this.settings.get();
    const days = windowDays(new Date(), settings.window_days);
    const { domains } = await this.owners.holdingsOf<{ domain: string }>(userId, { domains: { domain: 1 }, smtpAccounts: {} });
    const names = domains.map((domain) => domain.domain).sort();
    return Promise.all(
      names.map(async (domain) => ({ domain, figures: figuresOf(days, await this.rollups.reputationDayCounts(domainReputationScope(domain), days), {}, settings) })),
    );
  }

  /** Each day's counts of the window as they stand: a resume forgives them. */
  private async countsToForgive(userId: Types.ObjectId, settings: ReputationSettings): Promise<ForgivenCounts> {
    const days = windowDays(new Date(), settings.window_days);
    const counts = await this.rollups.reputationDayCounts(reputationScope(userId), days);
    return Object.fromEntries(days.map((day, index) => [day, counts[index]]));
  }

  /**
   * Makes one change: its record first (the claim: a duplicate _id means another process made
   * this change already, or one crashed after its record), then the standing, the hold, and the
   * owner's notices.
   */
  private async change(
    userId: Types.ObjectId,
    stored: StoredStanding | null,
    to: AccountStanding,
    actor: string,
    reason: string,
    figures: ReputationFigures,
    forgiven?: ForgivenCounts,
  ): Promise<void> {
    const revision = (stored?.revision ?? 0) + 1;
    const from = stored?.standing ?? 'good';
    const record: StandingChangeRecord = { _id: `${userId.toHexString()}|${revision}`, user_id: userId, from, to, actor, reason, figures, created_at: new Date() };
    try {
      await this.changes.create(record);
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error;
      // Made already: make sure its standing and hold were written too (a crash between them), without telling twice.
      const [made, now] = await Promise.all([this.changes.findById(record._id).lean<StandingChangeRecord>().exec(), this.standingOf(userId)]);
      if (made && (now?.revision ?? 0) < revision) await this.apply(made, revision);
      return;
    }
    await this.apply(record, revision, forgiven);
    if (to !== 'good') await this.notices.tell(userId, record);
  }

  /** Writes a change's standing and hold (both idempotent: writing them again changes nothing). */
  private async apply(change: StandingChangeRecord, revision: number, forgiven?: ForgivenCounts): Promise<void> {
    const { user_id: userId, from, to, reason } = change;
    await this.standings
      .updateOne(
        { _id: userId.toHexString() },
        { $set: { user_id: userId, standing: to, reason: to === 'good' ? '' : reason, revision, changed_at: change.created_at, ...(forgiven ? { forgiven } : {}) } },
        { upsert: true },
      )
      .exec();
    if (to === 'paused') await this.holds.hold(userId, reason);
    if (from === 'paused' && to !== 'paused') await this.holds.release(userId);
  }
}

function changeResponse(change: StandingChangeRecord): StandingChange {
  return {
    _id: change._id,
    user_id: change.user_id.toHexString(),
    from: change.from,
    to: change.to,
    actor: change.actor,
    reason: change.reason,
    figures: change.figures,
    created_at: change.created_at.toISOString(),
  };
}
