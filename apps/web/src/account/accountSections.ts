import type { IconName } from '../components/Icon';
import { accountPaths } from './accountPaths';

export interface AccountSection {
  title: string;
  path: string;
  icon: IconName;
}

/** The customer area's sidebar, in the order a new account sets things up. */
export const ACCOUNT_SECTIONS: AccountSection[] = [
  { title: 'Overview', path: accountPaths.overview, icon: 'dashboard' },
  { title: 'Domains', path: accountPaths.domains, icon: 'domains' },
  { title: 'SMTP credentials', path: accountPaths.smtp, icon: 'smtp' },
  { title: 'API keys', path: accountPaths.apiKeys, icon: 'key' },
  { title: 'Send a test', path: accountPaths.testMessage, icon: 'send' },
  { title: 'Messages', path: accountPaths.messages, icon: 'inbox' },
  { title: 'Webhooks', path: accountPaths.webhooks, icon: 'webhook' },
  { title: 'Suppressions', path: accountPaths.suppressions, icon: 'blocked' },
  { title: 'Profile', path: accountPaths.profile, icon: 'user' },
];
