import { PageHeader } from '../../components/PageHeader';
import { LogoSettingsCard } from './LogoSettingsCard';
import { SmtpSettingsCard } from './SmtpSettingsCard';

export function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" description="The console's logo and the platform's outgoing mail server." />
      <div className="settings-grid">
        <LogoSettingsCard />
        <SmtpSettingsCard />
      </div>
    </>
  );
}
