import { PageHeader } from '../../components/PageHeader';
import { LogoSettingsCard } from './LogoSettingsCard';
import { LogRetentionCard } from './LogRetentionCard';
import { SignupSettingsCard } from './SignupSettingsCard';
import { SmtpSettingsCard } from './SmtpSettingsCard';

export function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" description="The console's logo, the platform's outgoing mail server, how new accounts sign up and how long logs are kept." />
      <div className="settings-grid">
        <LogoSettingsCard />
        <SmtpSettingsCard />
        <SignupSettingsCard />
        <LogRetentionCard />
      </div>
    </>
  );
}
