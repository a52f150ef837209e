import type { CreateUserPlanRequest } from '@platform/contracts';
import { requireFields, type FieldErrors } from '../../lib/formValidation';

export type UserPlanFormValues = { userId: string; planCode: string };

export const NEW_USER_PLAN_FORM_VALUES: UserPlanFormValues = { userId: '', planCode: '' };

/** SPEC section 5: user and plan code are both required. */
export function validateUserPlanForm(values: UserPlanFormValues): FieldErrors<keyof UserPlanFormValues> {
  return requireFields(values, { userId: 'User', planCode: 'Plan code' });
}

export function toCreateUserPlanRequest(values: UserPlanFormValues): CreateUserPlanRequest {
  return { user_id: values.userId, plan_code: values.planCode };
}
