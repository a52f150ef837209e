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
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { sendPlanForCategory } from '@platform/contracts';
import { RelaysService } from '../relays/relays.service.js';
import { UserDirectory } from '../user-plans/user-directory.service.js';
import { UserPlansService } from '../user-plans/user-plans.service.js';
const badRequest = (message) => new BadRequestException([message]);
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
let DomainAssignmentRules = class DomainAssignmentRules {
    userDirectory;
    userPlans;
    relays;
    connection;
    constructor(userDirectory, userPlans, relays, 
    // Agents and their IPs are read by collection name: the agents module owns them.
    connection) {
        this.userDirectory = userDirectory;
        this.userPlans = userPlans;
        this.relays = relays;
        this.connection = connection;
    }
    async resolve(request, current) {
        const user = await this.userDirectory.findById(request.user_id);
        if (!user)
            throw new NotFoundException(`User ${request.user_id} not found`);
        const staysWithUser = current !== null && current.user_id.equals(user._id);
        const plan = request.user_plan_id ? await this.activePlanOf(user, request.user_plan_id) : null;
        const category = plan?.plan_category ?? null;
        this.refuseBulletproofForNormalUser(user, category);
        const sendPlan = this.checkedSendPlan(category, request.send_plan);
        const relayId = this.requestedRelay(request, category, current);
        const relay = await this.checkedRelay(category, relayId);
        const dedicatedIps = request.dedicated_ips ?? (category === 'agent' && staysWithUser ? [...current.dedicated_ips] : []);
        await this.checkDedicatedIps(user, plan, dedicatedIps);
        if (!staysWithUser)
            await this.checkDomainLimit(user);
        if (relay && !current?.bulletproof_relay_id?.equals(relay._id))
            await this.checkRelayCapacity(relay, current);
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
    async activePlanOf(user, userPlanId) {
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
    refuseBulletproofForNormalUser(user, category) {
        if (category === 'bulletproof' && user.plan_type !== 'bulletproof') {
            throw badRequest(`user_plan_id is a bulletproof plan, but user ${user.email} has plan type ${user.plan_type}`);
        }
    }
    checkedSendPlan(category, requested) {
        const expected = sendPlanForCategory(category);
        if (requested !== undefined && requested !== expected) {
            throw badRequest(expected ? `send_plan must be ${expected} for a ${category} plan` : 'send_plan must be empty while the domain has no user plan');
        }
        return expected;
    }
    requestedRelay(request, category, current) {
        if (request.bulletproof_relay_id !== undefined)
            return request.bulletproof_relay_id;
        return category === 'bulletproof' ? (current?.bulletproof_relay_id?.toString() ?? null) : null;
    }
    async checkedRelay(category, relayId) {
        if (category !== 'bulletproof') {
            if (relayId)
                throw badRequest('bulletproof_relay_id applies only to bulletproof plans');
            return null;
        }
        if (!relayId)
            throw badRequest('bulletproof_relay_id is required for a bulletproof plan');
        const relay = await this.relays.findById(relayId);
        if (!relay || relay.status !== 'active')
            throw badRequest('bulletproof_relay_id must be an active relay');
        return relay;
    }
    async checkDedicatedIps(user, plan, ips) {
        if (ips.length === 0)
            return;
        if (plan?.plan_category !== 'agent')
            throw badRequest('dedicated_ips apply only to agent plans');
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
        const ownedIps = new Set(owned.map((entry) => entry.ip));
        const foreign = ips.filter((ip) => !ownedIps.has(ip));
        if (foreign.length > 0) {
            throw badRequest(`dedicated_ips must be IPs of agents owned by user ${user.email} (not: ${foreign.join(', ')})`);
        }
    }
    async checkDomainLimit(user) {
        if (user.domain_limit <= 0)
            return;
        const owned = await this.connection.collection('domains').countDocuments({ user_id: user._id });
        if (owned >= user.domain_limit) {
            throw new ConflictException(`User ${user.email} already has ${owned} domain(s), the most their domain_limit of ${user.domain_limit} allows`);
        }
    }
    async checkRelayCapacity(relay, current) {
        if (relay.max_domains <= 0)
            return;
        const served = await this.relays.domainCount(relay._id, current?._id);
        if (served >= relay.max_domains) {
            throw new ConflictException(`Relay ${relay.name} already serves ${served} domain(s), its max_domains of ${relay.max_domains}`);
        }
    }
};
DomainAssignmentRules = __decorate([
    Injectable(),
    __param(3, InjectConnection()),
    __metadata("design:paramtypes", [UserDirectory,
        UserPlansService,
        RelaysService, Function])
], DomainAssignmentRules);
export { DomainAssignmentRules };
//# sourceMappingURL=domain-assignment.rules.js.map