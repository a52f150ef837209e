import { PageHeader } from '../../components/PageHeader';
import { LogoSettingsCard } from './LogoSettingsCard';
import { SignupSettingsCard } from './SignupSettingsCard';
import { SmtpSettingsCard } from './SmtpSettingsCard';

export function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" description="The console's logo, the platform's outgoing mail server and how new accounts sign up." />
      <div className="settings-grid">
        <LogoSettingsCard />
        <SmtpSettingsCard />
        <SignupSettingsCard />
      </div>
    </>
  );
}
