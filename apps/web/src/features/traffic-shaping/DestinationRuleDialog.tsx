import { DESTINATION_NAME_PATTERN, TRAFFIC_SHAPING_LIMITS, type DestinationLimits, type DestinationRule } from '@platform/contracts';
import { FormDialog } from '../../components/FormDialog';
import { InputField } from '../../components/InputField';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';

type LimitField = keyof DestinationLimits;
type Field = 'name' | 'mx_suffixes' | LimitField;

const LIMIT_FIELDS: Array<[field: LimitField, label: string, optional: boolean]> = [
  ['max_connections', 'Connections at once, per IP', false],
  ['max_messages_per_connection', 'Messages per connection', false],
  ['max_messages_per_minute', 'Messages a minute, per IP', true],
  ['max_messages_per_hour', 'Messages an hour, per IP', true],
];

export interface DestinationRuleDialogProps {
  /** The rule being changed; null for the default limits (no name nor MX hosts). */
  rule: DestinationRule | null;
  limits: DestinationLimits;
  isNew: boolean;
  isBusy: boolean;
  onSave: (rule: DestinationRule | DestinationLimits) => void;
  onRemove?: () => void;
  onClose: () => void;
}

/** Changes one destination's MX host suffixes and limits, or the default limits. */
export function DestinationRuleDialog({ rule, limits, isNew, isBusy, onSave, onRemove, onClose }: DestinationRuleDialogProps) {
  const isDefault = rule === null;
  const { values, changeHandler } = useFormValues<Record<Field, string>>({
    name: rule?.name ?? '',
    mx_suffixes: rule?.mx_suffixes.join(', ') ?? '',
    max_connections: String(limits.max_connections),
    max_messages_per_connection: String(limits.max_messages_per_connection),
    max_messages_per_minute: limits.max_messages_per_minute === null ? '' : String(limits.max_messages_per_minute),
    max_messages_per_hour: limits.max_messages_per_hour === null ? '' : String(limits.max_messages_per_hour),
  });
  const { errors, reportFieldErrors } = useFieldErrors<Field>();

  const submit = () => {
    const fieldErrors: Partial<Record<Field, string>> = {};
    const parsed: Partial<Record<LimitField, number | null>> = {};
    for (const [field, , optional] of LIMIT_FIELDS) {
      const text = values[field].trim();
      const { min, max } = TRAFFIC_SHAPING_LIMITS[field];
      if (text === '' && optional) {
        parsed[field] = null;
        continue;
      }
      const value = Number(text);
      if (text === '' || !Number.isInteger(value) || value < min || value > max) {
        fieldErrors[field] = `Enter a whole number from ${min} to ${max}${optional ? ', or leave it empty for no limit' : ''}`;
      }
      parsed[field] = value;
    }
    const suffixes = values.mx_suffixes.split(/[\s,]+/).map((suffix) => suffix.trim().toLowerCase()).filter(Boolean);
    if (!isDefault) {
      if (!DESTINATION_NAME_PATTERN.test(values.name.trim())) fieldErrors.name = 'Use lower-case letters, digits, dots and dashes';
      if (suffixes.length === 0 || !suffixes.every((suffix) => DESTINATION_NAME_PATTERN.test(suffix))) fieldErrors.mx_suffixes = 'List host-name endings such as google.com, separated by commas';
    }
    if (!reportFieldErrors(fieldErrors)) return;
    const saved = parsed as DestinationLimits;
    onSave(isDefault ? saved : { name: values.name.trim(), mx_suffixes: suffixes, ...saved });
  };

  return (
    <FormDialog title={isDefault ? 'Default limits' : isNew ? 'Add destination' : `Destination ${rule.name}`} onClose={onClose} onSubmit={submit} submitLabel="Save" isBusy={isBusy}>
      {isDefault && <p className="muted">For every destination no rule names: each other recipient domain's MX hosts are a destination of their own.</p>}
      {!isDefault && (
        <>
          <InputField label="Name" error={errors.name} hint="Shown in logs, metrics and timelines, e.g. gmail." isMono value={values.name} onChange={changeHandler('name')} autoFocus={isNew} />
          <InputField
            label="MX host endings"
            error={errors.mx_suffixes}
            hint="A recipient domain whose MX host ends in one of these belongs to this destination, e.g. google.com, googlemail.com."
            isMono
            value={values.mx_suffixes}
            onChange={changeHandler('mx_suffixes')}
          />
        </>
      )}
      <div className="form-grid">
        {LIMIT_FIELDS.map(([field, label, optional]) => (
          <InputField key={field} label={label} error={errors[field]} hint={optional ? 'Empty: no limit.' : undefined} type="number" step={1} min={TRAFFIC_SHAPING_LIMITS[field].min} value={values[field]} onChange={changeHandler(field)} />
        ))}
      </div>
      {onRemove && (
        <div className="form-actions">
          <button type="button" className="button button--danger button--small" onClick={onRemove} disabled={isBusy}>
            Remove this destination
          </button>
        </div>
      )}
    </FormDialog>
  );
}
