import type { IconName } from '../components/Icon';
import { adminPaths } from '../lib/adminPaths';

/** One area of the console: its screen, and optionally an "add" screen that opens the create dialog. */
export interface AdminSection {
  title: string;
  path: string;
  icon: IconName;
  addPath?: string;
  /** Label of the "add" link in the sidebar, where SPEC lists one. */
  sidebarAddLabel?: string;
}

const dashboard: AdminSection = { title: 'Dashboard', path: adminPaths.dashboard, icon: 'dashboard' };
const users: AdminSection = { title: 'Users', path: adminPaths.users, icon: 'users', addPath: adminPaths.addUser, sidebarAddLabel: 'Add User' };
const userPlans: AdminSection = { title: 'User Plans', path: adminPaths.userPlans, icon: 'plans', addPath: adminPaths.addUserPlan };
const domains: AdminSection = { title: 'Domains', path: adminPaths.domains, icon: 'domains', addPath: adminPaths.addDomain, sidebarAddLabel: 'Add Domain' };
const relays: AdminSection = { title: 'Relays', path: adminPaths.relays, icon: 'relays', addPath: adminPaths.addRelay, sidebarAddLabel: 'Add Relay' };
const agents: AdminSection = { title: 'Agents', path: adminPaths.agents, icon: 'agents', addPath: adminPaths.addAgent, sidebarAddLabel: 'Add Agent' };
const ips: AdminSection = { title: "Manage IP's", path: adminPaths.ips, icon: 'ips' };
const smtp: AdminSection = { title: 'SMTP Accounts', path: adminPaths.smtp, icon: 'smtp', addPath: adminPaths.addSmtp, sidebarAddLabel: 'Add SMTP' };
const reports: AdminSection = { title: 'Reports', path: adminPaths.reports, icon: 'reports' };
const restore: AdminSection = { title: 'Restore', path: adminPaths.restore, icon: 'restore' };
const reviewQueue: AdminSection = { title: 'Review queue', path: adminPaths.reviewQueue, icon: 'warning' };
const mailbox: AdminSection = { title: 'Mailbox', path: adminPaths.mailbox, icon: 'inbox' };
const heldMessages: AdminSection = { title: 'Held messages', path: adminPaths.heldMessages, icon: 'blocked' };
const trafficShaping: AdminSection = { title: 'Traffic shaping', path: adminPaths.trafficShaping, icon: 'gauge' };
const settings: AdminSection = { title: 'Settings', path: adminPaths.settings, icon: 'settings' };

/**
 * The sidebar, in SPEC's order (Logout follows them), then the review queue (accounts the
 * deliverability guard flagged or paused), the console mailbox (platform mail without a
 * transport), the messages content scanning held for review, the limits and suspensions per
 * destination (traffic shaping), and Settings (also behind the top
 * bar's gear), where that transport is set.
 */
export const SIDEBAR_SECTIONS: AdminSection[] = [dashboard, users, userPlans, domains, relays, agents, ips, smtp, reports, restore, reviewQueue, mailbox, heldMessages, trafficShaping, settings];
