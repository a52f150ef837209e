import type { CustomerProfile } from '@platform/contracts';
import { CONFIRMATION_RESEND_INTERVAL_SECONDS, CUSTOMER_MESSAGES } from '@platform/contracts';
import { useEffect, useState, type ReactNode } from 'react';
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
  switch (profile.sending_state) {
    case 'email_unconfirmed':
      return <EmailUnconfirmedBanner email={profile.email} />;
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
    case 'paused':
      return (
        <Banner tone="danger" title="Sending is paused">
          New messages are refused and the ones already queued are held, none lost, until an administrator resumes the account.
          The overview shows the bounce and complaint rates that led to it.
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

/**
 * The address waits for its link. After a resend the button waits out the server's minute between
 * links; a resend that failed (503: the platform's mail server did not take it) starts no wait.
 */
function EmailUnconfirmedBanner({ email }: { email: string }) {
  const resend = useResendConfirmation();
  const secondsLeft = useSecondsUntil(resend.isSuccess ? resend.submittedAt + CONFIRMATION_RESEND_INTERVAL_SECONDS * 1000 : 0);
  const keptInConsole = resend.data && 'mail_route' in resend.data && resend.data.mail_route === 'console_mailbox';
  return (
    <Banner
      tone="warning"
      title={CUSTOMER_MESSAGES.emailUnconfirmed}
      action={
        <button type="button" className="button" disabled={resend.isPending || secondsLeft > 0} onClick={() => resend.mutate()}>
          {resend.isPending ? 'Sending…' : secondsLeft > 0 ? `Resend in ${secondsLeft} s` : 'Resend confirmation'}
        </button>
      }
    >
      {keptInConsole ? (
        <>
          This platform has no mail transport yet: the link for <strong>{email}</strong> is in its console mailbox. Ask an
          administrator to pass it on or to confirm your address; you can set up your domains and credentials meanwhile.
        </>
      ) : (
        <>
          A confirmation link went to <strong>{email}</strong>. Follow it to start sending; you can set up your domains and
          credentials meanwhile.
        </>
      )}
    </Banner>
  );
}

/** Whole seconds until `deadline` (epoch ms), ticking down to 0. */
function useSecondsUntil(deadline: number): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(deadline));
  useEffect(() => {
    setSeconds(secondsUntil(deadline));
    if (deadline <= Date.now()) return;
    const timer = setInterval(() => {
      const left = secondsUntil(deadline);
      setSeconds(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return seconds;
}

function secondsUntil(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}
