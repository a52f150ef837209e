import type { CustomerProfile } from '@platform/contracts';
import { CUSTOMER_MESSAGES } from '@platform/contracts';
import type { ReactNode } from 'react';
import { Icon } from '../components/Icon';
import { useResendConfirmation } from './hooks';

interface BannerProps {
  tone: 'warning' | 'info' | 'danger';
  title: string;
  children: ReactNode;
  action?: ReactNode;
}

function Banner({ tone, title, children, action }: BannerProps) {
  return (
    <section className={`account-banner account-banner--${tone}`} aria-label="Account status">
      <Icon name="warning" size={20} />
      <div className="account-banner__text">
        <h2 className="account-banner__title">{title}</h2>
        <p>{children}</p>
      </div>
      {action}
    </section>
  );
}

/**
 * What the account waits for before it can send, above every screen of the customer area: the
 * same words the API refuses mail with, and what to do about it.
 */
export function SendingStateBanner({ profile }: { profile: CustomerProfile }) {
  const resend = useResendConfirmation();
  switch (profile.sending_state) {
    case 'email_unconfirmed':
      return (
        <Banner
          tone="warning"
          title={CUSTOMER_MESSAGES.emailUnconfirmed}
          action={
            <button type="button" className="button" disabled={resend.isPending} onClick={() => resend.mutate()}>
              {resend.isPending ? 'Sending…' : 'Resend confirmation'}
            </button>
          }
        >
          We sent a confirmation link to <strong>{profile.email}</strong>. Follow it to start sending; you can set up your
          domains and credentials meanwhile.
        </Banner>
      );
    case 'approval_pending':
      return (
        <Banner tone="info" title={CUSTOMER_MESSAGES.approvalPending}>
          An administrator reviews new accounts before they send. You can set up your domains and credentials meanwhile; mail
          is accepted once the account is approved.
        </Banner>
      );
    case 'inactive':
      return (
        <Banner tone="danger" title="Your account is disabled">
          It cannot send mail. Contact the platform&apos;s administrators to have it enabled again.
        </Banner>
      );
    case 'ready':
      return profile.plan ? null : (
        <Banner tone="info" title="No sending plan yet">
          An administrator assigns your account a plan; your domains can send once it has one.
        </Banner>
      );
  }
}
