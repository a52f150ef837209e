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
  /** Messages per day an account on this plan may send in all; 0 means no cap. */
  daily_limit: number;
  status: ActiveStatus;
}

export interface PlanDefinitionListQuery extends PageQuery {
  status?: ActiveStatus;
}

export interface CreatePlanDefinitionRequest {
  plan_code: string;
  plan_category: PlanCategory;
  name: string;
  ip_allocation?: number;
  daily_limit?: number;
  status?: ActiveStatus;
}

/** PATCH body: code and category are fixed, since user plans and domains copy them. */
export type UpdatePlanDefinitionRequest = Partial<Pick<CreatePlanDefinitionRequest, 'name' | 'ip_allocation' | 'daily_limit' | 'status'>>;

export interface UserPlan {
  _id: string;
  user_id: string;
  user_email: string | null;
  plan_code: string;
  plan_category: PlanCategory;
  ip_allocation: number;
  /** Copied from the definition when the plan was given, like ip_allocation; 0 means no cap. */
  daily_limit: number;
  status: ActiveStatus;
  createdAt: string;
  updatedAt: string;
}

export interface CreateUserPlanRequest {
  user_id: string;
  plan_code: string;
}

export interface UpdateUserPlanRequest {
  status: ActiveStatus;
}

export interface UserPlanListQuery extends PageQuery {
  user_id?: string;
  status?: ActiveStatus;
}
