import type { ActiveStatus } from '@platform/contracts';
import { ACTIVE_STATUSES } from '@platform/contracts';
import type { ChangeEvent } from 'react';
import { SelectField } from './SelectField';

interface StatusSelectFieldProps {
  value: ActiveStatus;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}

const STATUS_OPTION_LABELS: Record<ActiveStatus, string> = { active: 'Active', inactive: 'Inactive' };

/** The Status field of a form: active or inactive. */
export function StatusSelectField({ value, onChange }: StatusSelectFieldProps) {
  return <SelectField label="Status" value={value} options={ACTIVE_STATUSES} optionLabels={STATUS_OPTION_LABELS} onChange={onChange} />;
}
