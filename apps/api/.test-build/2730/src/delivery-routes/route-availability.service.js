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
import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { AgentsService } from '../agents/agents.service.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { DeliveryRecord, OPEN_DELIVERY_STATES } from '../queue/delivery.schema.js';
import { RelaysService } from '../relays/relays.service.js';
import { retryFixOf, routeProblemOf } from './route-problem.js';
/** Who takes a plan's mail, for "waiting for ... to take it". */
const CARRIER_OF = {
    provider: 'a provider agent',
    byoip: "one of the account's agents",
    bulletproof: "the relay worker",
};
/**
 * Whether mail waiting in the queue has a way out, and why not: for a message's timeline (the
 * customer's message page) and for readiness (load balancers and the admin's dashboard).
 */
let RouteAvailability = class RouteAvailability {
    config;
    deliveries;
    agents;
    relays;
    constructor(config, deliveries, agents, relays) {
        this.config = config;
        this.deliveries = deliveries;
        this.agents = agents;
        this.relays = relays;
    }
    /** Why no route can carry mail routed so, with the fix; null when one can. */
    async problemOf(routing) {
        const [carriers, relay] = await Promise.all([
            this.agents.carriers(),
            routing.sendPlan === 'bulletproof' && routing.relayId ? this.relays.forSending(routing.relayId) : null,
        ]);
        return routeProblemOf(routing, {
            carriers,
            relay: relay && { name: relay.name, active: relay.active },
            localRouteEnabled: this.config.localDelivery.enabled,
        });
    }
    /** The routing of a stored delivery (read by _id), for problemOf; null once it is finished. */
    async routingOfDelivery(deliveryId) {
        const delivery = await this.deliveries.findById(deliveryId).lean().exec();
        if (!delivery || !OPEN_DELIVERY_STATES.includes(delivery.state))
            return null;
        return { ...routingOf(delivery), delivery };
    }
    /**
     * Why a message still waits, from its open deliveries (each read by _id): a delivery no route
     * can carry first, then one waiting for its retry (with the last reply), then one due now.
     * Null when none is open.
     */
    async waitingOf(deliveryIds, now = new Date()) {
        const open = (await Promise.all(deliveryIds.map((id) => this.routingOfDelivery(id)))).filter((routing) => routing !== null);
        if (open.length === 0)
            return null;
        for (const routing of open) {
            const problem = await this.problemOf(routing);
            if (problem)
                return { kind: 'no_route', reason: `waiting: ${problem.reason}`, fix: problem.fix, next_attempt_at: null };
        }
        const retrying = open.map(({ delivery }) => delivery).find((delivery) => delivery.attempts > 0 && delivery.next_attempt_at > now);
        if (retrying) {
            return {
                kind: 'retry',
                reason: `deferred: ${retrying.last_response || 'no reply'}`,
                fix: retryFixOf(retrying.last_response),
                next_attempt_at: retrying.next_attempt_at.toISOString(),
            };
        }
        return { kind: 'due', reason: `waiting for ${CARRIER_OF[open[0].sendPlan]} to take it`, fix: null, next_attempt_at: null };
    }
};
RouteAvailability = __decorate([
    Injectable(),
    __param(0, Inject(APP_CONFIG)),
    __param(1, InjectModel(DeliveryRecord.name)),
    __metadata("design:paramtypes", [Object, Function, AgentsService,
        RelaysService])
], RouteAvailability);
export { RouteAvailability };
export function routingOf(delivery) {
    return {
        sendPlan: delivery.send_plan,
        agentOwnerUserId: delivery.agent_owner_user_id?.toString() ?? null,
        allowedIps: delivery.allowed_ips ?? [],
        relayId: delivery.relay_id?.toString() ?? null,
    };
}
//# sourceMappingURL=route-availability.service.js.map