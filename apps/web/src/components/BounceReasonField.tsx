import { BOUNCE_REASON_LABELS, BOUNCE_REASONS, type BounceReason } from '@platform/contracts';
import type { ChangeEvent } from 'react';
import { SelectField } from './SelectField';

const ANY_REASON_OPTIONS = ['', ...BOUNCE_REASONS] as const;
const ANY_REASON_LABELS: Record<BounceReason | '', string> = { '': 'Any reason', ...BOUNCE_REASON_LABELS };

/** The failure-reason filter of the admin's delivery log and the customer's Messages list; '' is any reason. */
export function BounceReasonField({ value, onChange }: { value: BounceReason | ''; onChange: (reason: BounceReason | '') => void }) {
  return (
    <SelectField
      label="Failure reason"
      value={value}
      options={ANY_REASON_OPTIONS}
      optionLabels={ANY_REASON_LABELS}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value as BounceReason | '')}
    />
  );
}

export function isBounceReason(value: string): value is BounceReason {
  return (BOUNCE_REASONS as readonly string[]).includes(value);
}
