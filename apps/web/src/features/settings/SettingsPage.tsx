import { PageHeader } from '../../components/PageHeader';
import { ProductionAccessSettingsCard } from '../production-access/ProductionAccessSettingsCard';
import { ReputationSettingsCard } from '../reputation/ReputationSettingsCard';
import { WarmupSettingsCard } from '../warmup/WarmupSettingsCard';
import { LogoSettingsCard } from './LogoSettingsCard';
import { LogRetentionCard } from './LogRetentionCard';
import { SignupSettingsCard } from './SignupSettingsCard';
import { SmtpSettingsCard } from './SmtpSettingsCard';

export function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" description="The console's logo, the platform's outgoing mail server, how new accounts sign up, how long logs are kept, the reputation lines that flag or pause an account, the warm-up quotas of new accounts and the sandbox they start in." />
      <div className="settings-grid">
        <LogoSettingsCard />
        <SmtpSettingsCard />
        <SignupSettingsCard />
        <LogRetentionCard />
        <ReputationSettingsCard />
        <WarmupSettingsCard />
        <ProductionAccessSettingsCard />
      </div>
    </>
  );
}
