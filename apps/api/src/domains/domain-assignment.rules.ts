import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { Types, type Connection } from 'mongoose';
import { sendPlanForCategory, type DomainPlanSnapshot, type PlanCategory, type SendPlan } from '@platform/contracts';
import { RelaysService } from '../relays/relays.service.js';
import { UserDirectory } from '../user-plans/user-directory.service.js';
import { UserPlansService } from '../user-plans/user-plans.service.js';
import type { UserPlanDocument } from '../user-plans/user-plan.schema.js';
import type { UserDocument } from '../users/user.schema.js';
import type { DomainDocument } from './domain.schema.js';

/** Who a domain belongs to and how it sends, as asked for by a create or an update. */
export interface DomainAssignmentRequest {
  user_id: string;
  /** null: no plan (a domain moved to another user without choosing one of theirs). */
  user_plan_id: string | null;
  /** Missing: follows the plan. */
  send_plan?: SendPlan;
  /** Missing: the domain keeps its relay while its plan still is bulletproof. null: no relay. */
  bulletproof_relay_id?: string | null;
  /** Missing: the domain keeps its IPs while it stays with the same user on an agent plan. */
  dedicated_ips?: string[];
}

/** The checked fields a domain is stored with, and its user (whose e-mail the answer shows). */
export interface DomainAssignment {
  user: UserDocument;
  fields: {
    user_id: Types.ObjectId;
    user_plan_id: Types.ObjectId | null;
    send_plan: SendPlan | '';
    plan_snapshot: DomainPlanSnapshot | null;
    bulletproof_relay_id: Types.ObjectId | null;
    dedicated_ips: string[];
  };
}

const badRequest = (message: string) => new BadRequestException([message]);

/**
 * The rules that tie a domain to a user, a plan, a relay and sending IPs, checked alike on
 * create and on update. `current` is the domain being updated (null on create): limits count a
 * domain only when it is new to a user or a relay, so editing a domain never trips a limit it
 * already counted in.
 *
 * Limits are checked before the write without a transaction (FerretDB has none), so two admins
 * creating domains at the same instant could overshoot a limit by one; acceptable for limits
 * that only an admin's own actions move.
 */
@Injectable()
export class DomainAssignmentRules {
  constructor(
    private readonly userDirectory: UserDirectory,
    private readonly userPlans: UserPlansService,
    private readonly relays: RelaysService,
    // Agents and their IPs are read by collection name: the agents module owns them.
    @InjectConnection() private readonly connection: Connection,
  ) {}

  async resolve(request: DomainAssignmentRequest, current: DomainDocument | null): Promise<DomainAssignment> {
    const user = await this.userDirectory.findById(request.user_id);
    if (!user) throw new NotFoundException(`User ${request.user_id} not found`);
    const staysWithUser = current !== null && current.user_id.equals(user._id);

    const plan = request.user_plan_id ? await this.activePlanOf(user, request.user_plan_id) : null;
    const category = plan?.plan_category ?? null;
    this.refuseBulletproofForNormalUser(user, category);
    const sendPlan = this.checkedSendPlan(category, request.send_plan);

    const relayId = this.requestedRelay(request, category, current);
    const relay = await this.checkedRelay(category, relayId);
    const dedicatedIps = request.dedicated_ips ?? (category === 'agent' && staysWithUser ? [...current.dedicated_ips] : []);
    await this.checkDedicatedIps(user, plan, dedicatedIps);

    if (!staysWithUser) await this.checkDomainLimit(user);
    if (relay && !current?.bulletproof_relay_id?.equals(relay._id)) await this.checkRelayCapacity(relay, current);

    return {
      user,
      fields: {
        user_id: user._id,
        user_plan_id: plan?._id ?? null,
        send_plan: sendPlan,
        plan_snapshot: plan ? { plan_code: plan.plan_code, plan_category: plan.plan_category } : null,
        bulletproof_relay_id: relay?._id ?? null,
        dedicated_ips: dedicatedIps,
      },
    };
  }

  private async activePlanOf(user: UserDocument, userPlanId: string): Promise<UserPlanDocument> {
    const plan = await this.userPlans.findById(userPlanId);
    if (!plan || !plan.user_id.equals(user._id) || plan.status !== 'active') {
      throw badRequest(`user_plan_id must be an active plan of user ${user.email}`);
    }
    return plan;
  }

  /**
   * A user's plan_type says whether the account was cleared for bulletproof hosting. A normal
   * account may hold a bulletproof user plan (an admin may prepare it), but none of its domains
   * may send on it; a bulletproof account may use every kind of plan.
   */
  private refuseBulletproofForNormalUser(user: UserDocument, category: PlanCategory | null): void {
    if (category === 'bulletproof' && user.plan_type !== 'bulletproof') {
      throw badRequest(`user_plan_id is a bulletproof plan, but user ${user.email} has plan type ${user.plan_type}`);
    }
  }

  private checkedSendPlan(category: PlanCategory | null, requested: SendPlan | undefined): SendPlan | '' {
    const expected = sendPlanForCategory(category);
    if (requested !== undefined && requested !== expected) {
      throw badRequest(
        expected ? `send_plan must be ${expected} for a ${category} plan` : 'send_plan must be empty while the domain has no user plan',
      );
    }
    return expected;
  }

  private requestedRelay(request: DomainAssignmentRequest, category: PlanCategory | null, current: DomainDocument | null): string | null {
    if (request.bulletproof_relay_id !== undefined) return request.bulletproof_relay_id;
    return category === 'bulletproof' ? (current?.bulletproof_relay_id?.toString() ?? null) : null;
  }

  private async checkedRelay(category: PlanCategory | null, relayId: string | null) {
    if (category !== 'bulletproof') {
      if (relayId) throw badRequest('bulletproof_relay_id applies only to bulletproof plans');
      return null;
    }
    if (!relayId) throw badRequest('bulletproof_relay_id is required for a bulletproof plan');
    const relay = await this.relays.findById(relayId);
    if (!relay || relay.status !== 'active') throw badRequest('bulletproof_relay_id must be an active relay');
    return relay;
  }

  private async checkDedicatedIps(user: UserDocument, plan: UserPlanDocument | null, ips: string[]): Promise<void> {
    if (ips.length === 0) return;
    if (plan?.plan_category !== 'agent') throw badRequest('dedicated_ips apply only to agent plans');
    if (plan.ip_allocation > 0 && ips.length > plan.ip_allocation) {
      throw badRequest(`dedicated_ips may list at most ${plan.ip_allocation} IP(s), the ip_allocation of plan ${plan.plan_code}`);
    }
    const agents = await this.connection
      .collection('agents')
      .find({ owner_user_id: user._id }, { projection: { _id: 1 } })
      .toArray();
    const owned = agents.length
      ? await this.connection
          .collection('agent_ips')
          .find({ agent: { $in: agents.map((agent) => agent._id) }, ip: { $in: ips } }, { projection: { ip: 1 } })
          .toArray()
      : [];
    const ownedIps = new Set(owned.map((entry) => entry.ip as string));
    const foreign = ips.filter((ip) => !ownedIps.has(ip));
    if (foreign.length > 0) {
      throw badRequest(`dedicated_ips must be IPs of agents owned by user ${user.email} (not: ${foreign.join(', ')})`);
    }
  }

  private async checkDomainLimit(user: UserDocument): Promise<void> {
    if (user.domain_limit <= 0) return;
    const owned = await this.connection.collection('domains').countDocuments({ user_id: user._id });
    if (owned >= user.domain_limit) {
      throw new ConflictException(`User ${user.email} already has ${owned} domain(s), the most their domain_limit of ${user.domain_limit} allows`);
    }
  }

  private async checkRelayCapacity(relay: { _id: Types.ObjectId; name: string; max_domains: number }, current: DomainDocument | null): Promise<void> {
    if (relay.max_domains <= 0) return;
    const served = await this.relays.domainCount(relay._id, current?._id);
    if (served >= relay.max_domains) {
      throw new ConflictException(`Relay ${relay.name} already serves ${served} domain(s), its max_domains of ${relay.max_domains}`);
    }
  }
}
