import type { CustomerDomain } from '@platform/contracts';

/** Whether mail from the domain is accepted now, and if not, the first thing missing. */
export function sendingReadinessOf(domain: CustomerDomain): { isReady: boolean; reason: string } {
  if (domain.can_send) return { isReady: true, reason: 'Mail from this domain is accepted.' };
  if (domain.status !== 'active') return { isReady: false, reason: 'The domain is disabled.' };
  if (!domain.send_plan) return { isReady: false, reason: 'Your account has no sending plan yet.' };
  if (!domain.dkim_verified) return { isReady: false, reason: 'Publish the DKIM record, then verify.' };
  return { isReady: false, reason: 'Publish the records below, then verify.' };
}

export function SendingReadiness({ domain }: { domain: CustomerDomain }) {
  const { isReady, reason } = sendingReadinessOf(domain);
  return (
    <span className={`badge${isReady ? ' badge--active' : ''}`} title={reason}>
      {isReady ? 'Ready' : 'Not ready'}
    </span>
  );
}
