import { PRODUCTION_ACCESS_DEFAULTS, PRODUCTION_ACCESS_LIMITS } from '@platform/contracts';
import { NumericSettingsCard, type NumberSetting } from '../../components/NumericSettingsForm';
import { useProductionAccessSettings, useSaveProductionAccessSettings } from './hooks';

type NumberField = keyof typeof PRODUCTION_ACCESS_LIMITS;

function count(field: NumberField, label: string): NumberSetting<NumberField> {
  return { field, label, ...PRODUCTION_ACCESS_LIMITS[field], defaultValue: PRODUCTION_ACCESS_DEFAULTS[field], whole: true };
}

const NUMBERS: Array<NumberSetting<NumberField>> = [
  count('daily_limit', 'Sandbox: messages a day'),
  count('per_second', 'Sandbox: messages a second'),
  count('auto_grant_min_sent', 'Automatic grant from (messages sent)'),
  count('auto_grant_min_days', 'Automatic grant after (days)'),
];

/** The sandbox's limits, whether admin-created accounts start in it, and the automatic grant's rule. */
export function ProductionAccessSettingsCard() {
  return (
    <NumericSettingsCard
      title="Production access"
      subtitle="New accounts send only to their own address, their domains' postmaster@ and the mailbox simulator until they have production access. Defaults as Amazon SES's sandbox."
      subject="The production access settings"
      query={useProductionAccessSettings()}
      save={useSaveProductionAccessSettings()}
      switches={[
        { field: 'admin_created_sandboxed', label: 'Accounts an administrator adds start sandboxed too', hint: 'Self-signed-up accounts always do.' },
        {
          field: 'auto_grant',
          label: 'Grant production access automatically after a clean history',
          hint: 'Enough messages sent in the reputation window, enough days since sign-up, and rates under the review lines.',
        },
      ]}
      numbers={NUMBERS}
      saveLabel="Save production access"
    />
  );
}
