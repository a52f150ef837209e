import type { CreateUserPlanRequest, ListResponse, PlanDefinition, PlanDefinitionListQuery, UserPlan, UserPlanListQuery } from '@platform/contracts';
import { api } from '../../lib/api';

export async function fetchUserPlans(query: UserPlanListQuery): Promise<ListResponse<UserPlan>> {
  const response = await api.get<ListResponse<UserPlan>>('/api/admin/user-plans', { params: query });
  return response.data;
}

export async function createUserPlan(body: CreateUserPlanRequest): Promise<UserPlan> {
  const response = await api.post<UserPlan>('/api/admin/user-plans', body);
  return response.data;
}

export async function fetchPlanDefinitions(query: PlanDefinitionListQuery): Promise<ListResponse<PlanDefinition>> {
  const response = await api.get<ListResponse<PlanDefinition>>('/api/admin/plan-definitions', { params: query });
  return response.data;
}
