import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { MessageWaiting, SendPlan } from '@platform/contracts';
import { AgentsService } from '../agents/agents.service.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { DeliveryRecord, OPEN_DELIVERY_STATES, type StoredDelivery } from '../queue/delivery.schema.js';
import { RelaysService } from '../relays/relays.service.js';
import { retryFixOf, routeProblemOf, type RouteProblem, type WaitingRouting } from './route-problem.js';

/** Who takes a plan's mail, for "waiting for ... to take it". */
const CARRIER_OF: Record<SendPlan, string> = {
  provider: 'a provider agent',
  byoip: "one of the account's agents",
  bulletproof: "the relay worker",
};

/**
 * Whether mail waiting in the queue has a way out, and why not: for a message's timeline (the
 * customer's message page) and for readiness (load balancers and the admin's dashboard).
 */
@Injectable()
export class RouteAvailability {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectModel(DeliveryRecord.name) private readonly deliveries: Model<DeliveryRecord>,
    private readonly agents: AgentsService,
    private readonly relays: RelaysService,
  ) {}

  /** Why no route can carry mail routed so, with the fix; null when one can. */
  async problemOf(routing: WaitingRouting): Promise<RouteProblem | null> {
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
  async routingOfDelivery(deliveryId: string): Promise<(WaitingRouting & { delivery: StoredDelivery }) | null> {
    const delivery = await this.deliveries.findById(deliveryId).lean<StoredDelivery>().exec();
    if (!delivery || !OPEN_DELIVERY_STATES.includes(delivery.state)) return null;
    return { ...routingOf(delivery), delivery };
  }

  /**
   * Why a message still waits, from its open deliveries (each read by _id): a delivery no route
   * can carry first, then one waiting for its retry (with the last reply), then one due now.
   * Null when none is open.
   */
  async waitingOf(deliveryIds: string[], now = new Date()): Promise<MessageWaiting | null> {
    const open = (await Promise.all(deliveryIds.map((id) => this.routingOfDelivery(id)))).filter((routing) => routing !== null);
    if (open.length === 0) return null;
    for (const routing of open) {
      const problem = await this.problemOf(routing);
      if (problem) return { kind: 'no_route', reason: `waiting: ${problem.reason}`, fix: problem.fix, next_attempt_at: null };
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
}

export function routingOf(delivery: Pick<StoredDelivery, 'send_plan' | 'agent_owner_user_id' | 'allowed_ips' | 'relay_id'>): WaitingRouting {
  return {
    sendPlan: delivery.send_plan,
    agentOwnerUserId: delivery.agent_owner_user_id?.toString() ?? null,
    allowedIps: delivery.allowed_ips ?? [],
    relayId: delivery.relay_id?.toString() ?? null,
  };
}
