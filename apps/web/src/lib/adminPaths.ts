import { ADMIN_BASE_PATH } from '@platform/contracts';

/** Every address of the admin console, so links and routes cannot drift apart. */
export const adminPaths = {
  dashboard: ADMIN_BASE_PATH,
  login: `${ADMIN_BASE_PATH}/login`,
  sso: `${ADMIN_BASE_PATH}/sso`,
  users: `${ADMIN_BASE_PATH}/users`,
  addUser: `${ADMIN_BASE_PATH}/users/add`,
  userPlans: `${ADMIN_BASE_PATH}/user-plans`,
  addUserPlan: `${ADMIN_BASE_PATH}/user-plans/add`,
  listedUsers: `${ADMIN_BASE_PATH}/listed-users`,
  domains: `${ADMIN_BASE_PATH}/domains`,
  addDomain: `${ADMIN_BASE_PATH}/domains/add`,
  relays: `${ADMIN_BASE_PATH}/relays`,
  addRelay: `${ADMIN_BASE_PATH}/relays/add`,
  smtp: `${ADMIN_BASE_PATH}/smtp`,
  addSmtp: `${ADMIN_BASE_PATH}/smtp/add`,
  agents: `${ADMIN_BASE_PATH}/agents`,
  addAgent: `${ADMIN_BASE_PATH}/agents/add`,
  ips: `${ADMIN_BASE_PATH}/ips`,
  reports: `${ADMIN_BASE_PATH}/reports`,
  restore: `${ADMIN_BASE_PATH}/restore`,
  settings: `${ADMIN_BASE_PATH}/settings`,
  mailbox: `${ADMIN_BASE_PATH}/mailbox`,
  heldMessages: `${ADMIN_BASE_PATH}/held-messages`,
  reviewQueue: `${ADMIN_BASE_PATH}/review-queue`,
  trafficShaping: `${ADMIN_BASE_PATH}/traffic-shaping`,
} as const;

/** The users screen, optionally filtered by a search text. */
export function usersSearchPath(searchText: string): string {
  return searchText ? `${adminPaths.users}?${new URLSearchParams({ q: searchText })}` : adminPaths.users;
}
