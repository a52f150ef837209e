import type { CustomerProfile } from '@platform/contracts';
import { DetailList, type DetailRow } from '../../components/DetailList';
import { PageHeader } from '../../components/PageHeader';
import { formatDateTime } from '../../lib/formatDate';
import { useProfile } from '../hooks';
import { PasswordChangeCard } from './PasswordChangeCard';
import { ProfileNamesCard } from './ProfileNamesCard';
import { TitledCard } from '../../components/TitledCard';

const SENDING_STATE_LABELS: Record<CustomerProfile['sending_state'], string> = {
  ready: 'Can send',
  email_unconfirmed: 'E-mail address not confirmed',
  approval_pending: 'Waiting for approval',
  inactive: 'Disabled',
  paused: 'Sending paused',
};

function accountRows(profile: CustomerProfile): DetailRow[] {
  return [
    ['Account', SENDING_STATE_LABELS[profile.sending_state]],
    ['Plan', profile.plan ? profile.plan.name || profile.plan.plan_code : 'None yet'],
    ['Daily limit', profile.plan?.daily_limit ? `${profile.plan.daily_limit.toLocaleString()} messages` : 'No cap'],
    ['Domains allowed', profile.domain_limit ? profile.domain_limit.toLocaleString() : 'No limit'],
    ['Member since', formatDateTime(profile.createdAt)],
    ['Last login', formatDateTime(profile.last_login)],
  ];
}

/** The account's owner: names, password, and what the account may do. */
export function ProfilePage() {
  const profile = useProfile();
  // The layout shows this screen only once the profile has loaded.
  if (!profile.data) return null;
  return (
    <>
      <PageHeader title="Profile" description={profile.data.email} />
      <div className="settings-grid">
        <ProfileNamesCard profile={profile.data} />
        <PasswordChangeCard />
        <TitledCard title="Account" titleClassName="section-title">
          <DetailList rows={accountRows(profile.data)} />
        </TitledCard>
      </div>
    </>
  );
}
