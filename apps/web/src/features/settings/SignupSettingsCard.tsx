import { Toggle } from '../../components/Toggle';
import { useSaveSignupSettings, useSignupSettings } from './hooks';
import { TitledCard } from '../../components/TitledCard';

const REQUIRE_APPROVAL_LABEL = 'New accounts wait for approval';

/** Whether accounts that sign up themselves also wait for an admin's approval before they can send. */
export function SignupSettingsCard() {
  const settings = useSignupSettings();
  const save = useSaveSignupSettings();
  // While a change is on its way the switch shows it; a refusal puts it back.
  const requireApproval = save.isPending ? save.variables.require_approval : settings.data?.require_approval;

  return (
    <TitledCard title="Sign-up" subtitle="Accounts that sign up themselves confirm their e-mail address before they can send.">
      <div className="settings-form">
        {settings.isPending && <p className="muted">Loading…</p>}
        {settings.isError && <p className="muted">The sign-up settings could not be loaded.</p>}
        {requireApproval !== undefined && (
          <div className="setting-switch">
            <Toggle
              checked={requireApproval}
              label={REQUIRE_APPROVAL_LABEL}
              disabled={save.isPending}
              onChange={(checked) => save.mutate({ require_approval: checked })}
            />
            <div className="setting-switch__text">
              <span className="setting-switch__label" aria-hidden="true">
                {REQUIRE_APPROVAL_LABEL}
              </span>
              <span className="muted">
                When on, each new account also waits until an admin approves it under Users. Accounts already waiting stay pending when it is turned off.
              </span>
            </div>
          </div>
        )}
      </div>
    </TitledCard>
  );
}
