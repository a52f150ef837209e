import type { ActiveStatus, PlanType, UserApproval, UserRole } from '@platform/contracts';

export const USER_ROLE_LABELS: Record<UserRole, string> = {
  admin: 'Admin',
  client: 'Client',
  'support-readonly': 'Support (read-only)',
};

export const PLAN_TYPE_LABELS: Record<PlanType, string> = {
  normal: 'Normal',
  bulletproof: 'Bulletproof',
};

export const STATUS_LABELS: Record<ActiveStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
};

export const APPROVAL_LABELS: Record<UserApproval, string> = {
  approved: 'Approved',
  pending: 'Pending',
};

export function userFullName(user: { firstName?: string; lastName?: string }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}
