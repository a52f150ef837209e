import type { Relay } from '@platform/contracts';
import { RELAY_DEFAULTS } from '@platform/contracts';
import { useState } from 'react';
import { CheckboxField } from '../../components/CheckboxField';
import { FormDialog } from '../../components/FormDialog';
import { FormField } from '../../components/FormField';
import { InputField } from '../../components/InputField';
import { StatusSelectField } from '../../components/StatusSelectField';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';
import { relayQueries } from './hooks';
import {
  INSECURE_AUTH_HINT,
  INSECURE_AUTH_WARNING,
  NEW_RELAY_FORM_VALUES,
  relayToFormValues,
  toCreateRelayRequest,
  toUpdateRelayRequest,
  validateRelayForm,
  type RelayFormValues,
} from './relayForm';

interface RelayFormDialogProps {
  /** The relay to edit; without one the dialog creates a new relay. */
  relay?: Relay;
  onClose: () => void;
}

export function RelayFormDialog({ relay, onClose }: RelayFormDialogProps) {
  const { values, changeHandler } = useFormValues(relay ? relayToFormValues(relay) : NEW_RELAY_FORM_VALUES);
  const [allowInsecureAuth, setAllowInsecureAuth] = useState<boolean>(relay?.allow_insecure_auth ?? RELAY_DEFAULTS.allow_insecure_auth);
  const { errors, reportFieldErrors } = useFieldErrors<keyof RelayFormValues>();
  const createRelay = relayQueries.useCreate();
  const updateRelay = relayQueries.useUpdate();
  const isSaving = createRelay.isPending || updateRelay.isPending;

  const save = () => {
    if (!reportFieldErrors(validateRelayForm(values)) || isSaving) return;
    if (relay) {
      updateRelay.mutate({ id: relay._id, changes: toUpdateRelayRequest(values, allowInsecureAuth) }, { onSuccess: onClose });
    } else {
      createRelay.mutate(toCreateRelayRequest(values, allowInsecureAuth), { onSuccess: onClose });
    }
  };

  const textField = (field: keyof RelayFormValues, label: string, options: { hint?: string; type?: string; mono?: boolean } = {}) => (
    <InputField
      label={label}
      error={errors[field]}
      hint={options.hint}
      isMono={options.mono}
      type={options.type ?? 'text'}
      autoComplete={options.type === 'password' ? 'new-password' : 'off'}
      spellCheck={false}
      value={values[field]}
      onChange={changeHandler(field)}
    />
  );

  return (
    <FormDialog
      title={relay ? 'Edit Relay' : 'Add Relay'}
      submitLabel={relay ? 'Save Changes' : 'Create Relay'}
      isBusy={isSaving}
      onSubmit={save}
      onClose={onClose}
    >
      <div className="form-grid">
        <div className="form-grid__wide">
          <InputField label="Name" error={errors.name} autoComplete="off" autoFocus value={values.name} onChange={changeHandler('name')} />
        </div>
        {textField('smtpHost', 'SMTP host')}
        {textField('smtpPort', 'SMTP port', { type: 'number' })}
        {textField('smtpUser', 'SMTP user')}
        {textField('smtpPass', 'SMTP password', {
          type: 'password',
          hint: relay ? (relay.has_smtp_pass ? 'Leave empty to keep the stored password.' : 'No password stored.') : undefined,
        })}
        <div className="form-grid__wide">
          <CheckboxField
            label="Allow plain-text auth"
            checked={allowInsecureAuth}
            onChange={setAllowInsecureAuth}
            hint={INSECURE_AUTH_HINT}
            warning={allowInsecureAuth ? INSECURE_AUTH_WARNING : undefined}
          />
        </div>
        <div className="form-grid__wide">{textField('spfRecord', 'SPF record', { mono: true, hint: 'A whole record (v=spf1 …) or the host to include.' })}</div>
        {textField('dkimSelector', 'DKIM selector', { mono: true })}
        {textField('dmarcRecord', 'DMARC record', { mono: true })}
        <div className="form-grid__wide">
          <FormField label="DKIM public key">
            {(control) => (
              <textarea
                {...control}
                className="input input--mono"
                rows={3}
                spellCheck={false}
                value={values.dkimPublicKey}
                onChange={changeHandler('dkimPublicKey')}
              />
            )}
          </FormField>
        </div>
        {textField('maxDomains', 'Max domains', { type: 'number', hint: '0 means no limit.' })}
        <StatusSelectField value={values.status} onChange={changeHandler('status')} />
      </div>
    </FormDialog>
  );
}
