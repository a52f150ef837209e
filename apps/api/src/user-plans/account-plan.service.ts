import { Injectable } from '@nestjs/common';
import type { Types } from 'mongoose';
import type { AccountPlan } from '@platform/contracts';
import { SHARED_RECORD_TTL_MS, TtlCache } from '../common/ttl-cache.js';
import { PlanDefinitionsService } from '../plans/plan-definitions.service.js';
import type { UserPlanDocument } from './user-plan.schema.js';
import { UserPlansService } from './user-plans.service.js';

const CAPS_CACHED_MAX = 10_000;

/**
 * The plan that sets an account's daily sending cap: of its active plans the most generous, a
 * plan without a cap (daily_limit 0, or stored before caps existed) counting as unlimited. An
 * account with no active plan has no cap here (it has nothing to send on anyway).
 */
@Injectable()
export class AccountPlanService {
  /** Every message checks its account's cap: a sender's messages share one read every few seconds. */
  private readonly caps = new TtlCache<string, number>({ ttlMs: SHARED_RECORD_TTL_MS, maxEntries: CAPS_CACHED_MAX });

  constructor(
    private readonly userPlans: UserPlansService,
    private readonly definitions: PlanDefinitionsService,
  ) {}

  /** Messages per day the account may send in all; 0 means no cap. */
  dailyLimitOf(userId: Types.ObjectId): Promise<number> {
    return this.caps.getOrLoad(userId.toString(), async () => capOf(await this.userPlans.activePlansOf(userId))?.daily_limit ?? 0);
  }

  async planOf(userId: Types.ObjectId): Promise<AccountPlan | null> {
    const plan = capOf(await this.userPlans.activePlansOf(userId));
    if (!plan) return null;
    const definition = await this.definitions.findActiveByCode(plan.plan_code);
    return { plan_code: plan.plan_code, name: definition?.name ?? plan.plan_code, daily_limit: plan.daily_limit ?? 0 };
  }
}

function capOf(plans: UserPlanDocument[]): UserPlanDocument | null {
  if (plans.length === 0) return null;
  const unlimited = plans.find((plan) => !plan.daily_limit);
  return unlimited ?? plans.reduce((most, plan) => (plan.daily_limit > most.daily_limit ? plan : most));
}
