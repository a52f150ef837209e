import { WARMUP_DEFAULTS, WARMUP_LIMITS, type WarmupSettings } from '@platform/contracts';
import { NumericSettingsCard, type NumberSetting } from '../../components/NumericSettingsForm';
import { useSaveWarmupSettings, useWarmupSettings } from './hooks';

type NumberField = Exclude<keyof WarmupSettings, 'enabled'>;

function setting(field: NumberField, label: string, limits: { min: number; max: number }, whole: boolean): NumberSetting<NumberField> {
  return { field, label, ...limits, defaultValue: WARMUP_DEFAULTS[field], whole };
}

const NUMBERS: Array<NumberSetting<NumberField>> = [
  setting('start_hourly', 'Start: messages an hour', WARMUP_LIMITS.quota, true),
  setting('start_daily', 'Start: messages a day', WARMUP_LIMITS.quota, true),
  setting('growth_factor', 'Growth after a clean day (×)', WARMUP_LIMITS.growth_factor, false),
  setting('fall_factor', 'Fall after a bad day (×)', WARMUP_LIMITS.fall_factor, false),
  setting('ceiling_hourly', 'Ceiling: messages an hour', WARMUP_LIMITS.quota, true),
  setting('ceiling_daily', 'Ceiling: messages a day', WARMUP_LIMITS.quota, true),
];
const BELOW_START = 'The ceiling must not be below the start';

/** The warm-up parameters: where new accounts' quotas start, how they grow and fall, and their ceilings. */
export function WarmupSettingsCard() {
  return (
    <NumericSettingsCard
      title="Warm-up quotas"
      subtitle="A warmed-up account's hourly and daily limits start low, grow each UTC day its rates stay under the review line and fall when they reach it; the plan's daily cap (for a plan without one, the daily ceiling) stays the upper bound."
      subject="The warm-up settings"
      query={useWarmupSettings()}
      save={useSaveWarmupSettings()}
      switches={[
        { field: 'enabled', label: 'Warm up new self-signed-up accounts', hint: 'Accounts an admin creates are warmed up only when started from their user panel.' },
      ]}
      numbers={NUMBERS}
      orders={[
        { lower: 'start_hourly', upper: 'ceiling_hourly', message: BELOW_START },
        { lower: 'start_daily', upper: 'ceiling_daily', message: BELOW_START },
      ]}
      saveLabel="Save warm-up"
    />
  );
}
