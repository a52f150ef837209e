import type { ActiveStatus, CreateUserRequest, PlanType, UpdateUserRequest, User, UserRole } from '@platform/contracts';
import { USER_DEFAULTS } from '@platform/contracts';
import { emailFieldError, requireFields, type FieldErrors } from '../../lib/formValidation';

/** What the user form holds: inputs as typed, converted to a request body on submit. (A type, not an interface, so it fits the string-record of useFormValues.) */
export type UserFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  role: UserRole;
  status: ActiveStatus;
  domainLimit: string;
  planType: PlanType;
};

export type UserFormMode = 'create' | 'edit';

export const NEW_USER_FORM_VALUES: UserFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  role: USER_DEFAULTS.role,
  status: USER_DEFAULTS.status,
  domainLimit: String(USER_DEFAULTS.domain_limit),
  planType: USER_DEFAULTS.plan_type,
};

export function userToFormValues(user: User): UserFormValues {
  return {
    ...NEW_USER_FORM_VALUES,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email,
    role: user.role,
    status: user.status,
    domainLimit: String(user.domain_limit ?? USER_DEFAULTS.domain_limit),
    planType: user.plan_type,
  };
}

/** Field messages shown beneath the inputs. Password confirmation is checked apart: SPEC wants a notice for it. */
export function validateUserForm(values: UserFormValues, mode: UserFormMode): FieldErrors<keyof UserFormValues> {
  const errors: FieldErrors<keyof UserFormValues> =
    mode === 'create' ? { email: emailFieldError(values.email), ...requireFields(values, { password: 'Password' }) } : {};
  if (!/^\d+$/.test(values.domainLimit.trim())) {
    errors.domainLimit = 'Domain limit must be a whole number, 0 or more';
  }
  return errors;
}

export function passwordsMatch(values: UserFormValues): boolean {
  return values.password === values.confirmPassword;
}

export function toUpdateUserRequest(values: UserFormValues): UpdateUserRequest {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    role: values.role,
    status: values.status,
    domain_limit: Number(values.domainLimit),
    plan_type: values.planType,
  };
}

export function toCreateUserRequest(values: UserFormValues): CreateUserRequest {
  return { ...toUpdateUserRequest(values), email: values.email.trim(), password: values.password };
}
