import type { FirstRunChecklist } from '@platform/contracts';
import { accountPaths } from '../accountPaths';

export interface FirstRunStep {
  key: keyof FirstRunChecklist;
  title: string;
  description: string;
  /** The screen where the step is done. */
  path: string;
}

/** The way from a new account to its first delivered message, in order. */
export const FIRST_RUN_STEPS: FirstRunStep[] = [
  {
    key: 'sandbox_message_sent',
    title: 'Send from your sandbox',
    description: 'Right now, before any DNS work: to your own address or to the mailbox simulator.',
    path: accountPaths.messages,
  },
  { key: 'domain_added', title: 'Add a sending domain', description: 'The domain your mail comes from.', path: accountPaths.addDomain },
  { key: 'records_published', title: 'Publish its DNS records', description: 'SPF, DKIM and DMARC, copied into your DNS zone.', path: accountPaths.domains },
  { key: 'domain_verified', title: 'Verify the domain', description: 'We check the records and let the domain send.', path: accountPaths.domains },
  { key: 'credential_created', title: 'Create an SMTP credential', description: 'A user name and password for your app or mail client.', path: accountPaths.addSmtp },
  { key: 'test_message_sent', title: 'Send a test message', description: 'From the browser, to an address of yours.', path: accountPaths.testMessage },
  { key: 'first_delivered', title: 'See it delivered', description: 'Follow each message in the message log.', path: accountPaths.messages },
];

export function completedStepCount(checklist: FirstRunChecklist): number {
  return FIRST_RUN_STEPS.filter((step) => checklist[step.key]).length;
}

export function isFirstRunComplete(checklist: FirstRunChecklist): boolean {
  return completedStepCount(checklist) === FIRST_RUN_STEPS.length;
}
