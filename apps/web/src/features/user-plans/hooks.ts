import type { PlanDefinitionListQuery, UserPlanListQuery } from '@platform/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createUserPlan, fetchPlanDefinitions, fetchUserPlans } from './api';

/** Page size of the user plans screen and of the plan pickers (SPEC section 9). */
export const USER_PLANS_PAGE_SIZE = 100;

export const userPlanKeys = {
  all: ['user-plans'] as const,
  list: (query: UserPlanListQuery) => [...userPlanKeys.all, 'list', query] as const,
  definitions: (query: PlanDefinitionListQuery) => ['plan-definitions', query] as const,
};

function userPlanListOptions(query: UserPlanListQuery) {
  return queryOptions({
    queryKey: userPlanKeys.list(query),
    queryFn: () => fetchUserPlans(query),
    meta: { errorNotice: 'Failed to load user plans' },
  });
}

export function useUserPlanList(query: UserPlanListQuery) {
  // Keep the current rows on screen while the next page loads.
  return useQuery({ ...userPlanListOptions(query), placeholderData: keepPreviousData });
}

/** The active plans of a user, offered by the domain form; nothing is asked before a user is chosen. */
export function useActivePlansOfUser(userId: string) {
  const query: UserPlanListQuery = { user_id: userId, status: 'active', page: 1, limit: USER_PLANS_PAGE_SIZE };
  return useQuery({ ...userPlanListOptions(query), enabled: Boolean(userId) });
}

export function usePlanDefinitions() {
  const query: PlanDefinitionListQuery = { page: 1, limit: USER_PLANS_PAGE_SIZE };
  return useQuery({
    queryKey: userPlanKeys.definitions(query),
    queryFn: () => fetchPlanDefinitions(query),
    meta: { errorNotice: 'Failed to load plan definitions' },
  });
}

export function useCreateUserPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUserPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userPlanKeys.all }),
    meta: { successNotice: 'User plan created', errorNotice: 'Failed to create user plan' },
  });
}
