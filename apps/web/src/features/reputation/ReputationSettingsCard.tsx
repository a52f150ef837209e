import { REPUTATION_DEFAULTS, REPUTATION_LIMITS, type ReputationSettings } from '@platform/contracts';
import { NumericSettingsCard, type NumberSetting } from '../../components/NumericSettingsForm';
import { useReputationSettings, useSaveReputationSettings } from './hooks';

type NumberField = Exclude<keyof ReputationSettings, 'enabled'>;

function rate(field: NumberField, label: string): NumberSetting<NumberField> {
  return { field, label, ...REPUTATION_LIMITS.rate, defaultValue: REPUTATION_DEFAULTS[field], whole: false, percent: true };
}

const NUMBERS: Array<NumberSetting<NumberField>> = [
  rate('review_bounce_rate', 'Review at bounce rate (%)'),
  rate('review_complaint_rate', 'Review at complaint rate (%)'),
  rate('pause_bounce_rate', 'Pause at bounce rate (%)'),
  rate('pause_complaint_rate', 'Pause at complaint rate (%)'),
  { field: 'window_days', label: 'Window (days)', ...REPUTATION_LIMITS.window_days, defaultValue: REPUTATION_DEFAULTS.window_days, whole: true },
  { field: 'min_volume', label: 'Judge from (messages sent)', ...REPUTATION_LIMITS.min_volume, defaultValue: REPUTATION_DEFAULTS.min_volume, whole: true },
];
const BELOW_REVIEW = 'The pause line must not be below the review line';

/** The deliverability guard's lines: above a review line an account is flagged, above a pause line its sending is paused. */
export function ReputationSettingsCard() {
  return (
    <NumericSettingsCard
      title="Reputation lines"
      subtitle="Hard-bounce and complaint rates of each account over a rolling window (mail to the simulator not counted). Defaults as Amazon SES's."
      subject="The reputation lines"
      query={useReputationSettings()}
      save={useSaveReputationSettings()}
      switches={[{ field: 'enabled', label: 'Judge accounts by their reputation', hint: 'Off: no account is flagged or paused by its rates.' }]}
      numbers={NUMBERS}
      orders={[
        { lower: 'review_bounce_rate', upper: 'pause_bounce_rate', message: BELOW_REVIEW },
        { lower: 'review_complaint_rate', upper: 'pause_complaint_rate', message: BELOW_REVIEW },
      ]}
      saveLabel="Save lines"
    />
  );
}
