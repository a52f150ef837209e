import type { ActiveStatus } from '@platform/contracts';
import { ACTIVE_STATUSES } from '@platform/contracts';
import type { ChangeEvent } from 'react';
import { FormField } from './FormField';

interface StatusSelectFieldProps {
  value: ActiveStatus;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}

const STATUS_OPTION_LABELS: Record<ActiveStatus, string> = { active: 'Active', inactive: 'Inactive' };

/** The Status field of a form: active or inactive. */
export function StatusSelectField({ value, onChange }: StatusSelectFieldProps) {
  return (
    <FormField label="Status">
      {(control) => (
        <select {...control} className="input" value={value} onChange={onChange}>
          {ACTIVE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_OPTION_LABELS[status]}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
