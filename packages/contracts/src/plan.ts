import type { ActiveStatus, PageQuery } from './common.js';
import type { SendPlan } from './domain.js';

export const PLAN_CATEGORIES = ['normal', 'agent', 'bulletproof'] as const;
export type PlanCategory = (typeof PLAN_CATEGORIES)[number];

/** The rule of SPEC section 4: a plan's category decides the send plan of its domains. */
export function sendPlanForCategory(category: string | null | undefined): SendPlan | '' {
  if (!category) return '';
  if (category === 'normal') return 'provider';
  if (category === 'agent') return 'byoip';
  return 'bulletproof';
}

export interface PlanDefinition {
  _id: string;
  plan_code: string;
  plan_category: PlanCategory;
  name: string;
  /** Sending IPs a user of this plan gets; 0 for shared. */
  ip_allocation: number;
  status: ActiveStatus;
}

export interface UserPlan {
  _id: string;
  user_id: string;
  user_email: string | null;
  plan_code: string;
  plan_category: PlanCategory;
  ip_allocation: number;
  status: ActiveStatus;
  createdAt: string;
  updatedAt: string;
}

export interface CreateUserPlanRequest {
  user_id: string;
  plan_code: string;
}

export interface UserPlanListQuery extends PageQuery {
  user_id?: string;
  status?: ActiveStatus;
}
