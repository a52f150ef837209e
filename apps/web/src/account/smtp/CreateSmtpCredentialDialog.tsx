import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormDialog } from '../../components/FormDialog';
import { FormField } from '../../components/FormField';
import { InputField } from '../../components/InputField';
import { GeneratedSecretDialog } from '../../features/users/GeneratedSecretDialog';
import { requireFields, type FieldErrors } from '../../lib/formValidation';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';
import { accountPaths } from '../accountPaths';
import { DOMAIN_PICKER_LIMIT, domainQueries, smtpCredentialQueries } from '../hooks';

type CredentialField = 'localPart' | 'domain' | 'quota';

/** The part before the @: letters, digits and the usual punctuation of mailbox names. */
const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~.-]{1,64}$/i;

export function validateCredentialForm(values: Record<CredentialField, string>): FieldErrors<CredentialField> {
  const errors: FieldErrors<CredentialField> = requireFields(values, { localPart: 'User name', domain: 'Domain' });
  if (!errors.localPart && !LOCAL_PART.test(values.localPart.trim())) errors.localPart = 'Use letters, digits, dots or dashes';
  if (values.quota.trim() && !/^\d+$/.test(values.quota.trim())) errors.quota = 'Quota must be a whole number';
  return errors;
}

/** A new credential: an address at one of the account's domains; its password is shown once. */
export function CreateSmtpCredentialDialog({ onClose }: { onClose: () => void }) {
  const domains = domainQueries.useList({ page: 1, limit: DOMAIN_PICKER_LIMIT });
  const createCredential = smtpCredentialQueries.useCreate();
  const { values, changeHandler } = useFormValues({ localPart: '', domain: '', quota: '0' });
  const { errors, reportFieldErrors } = useFieldErrors<CredentialField>();
  const [password, setPassword] = useState<string | null>(null);

  const domainNames = domains.data?.items.map((domain) => domain.domain) ?? [];
  // An account with one domain has nothing to choose: it is chosen from the start.
  const domain = values.domain || (domainNames.length === 1 ? domainNames[0]! : '');
  const save = () => {
    if (!reportFieldErrors(validateCredentialForm({ ...values, domain })) || createCredential.isPending) return;
    createCredential.mutate(
      { email: `${values.localPart.trim()}@${domain}`, quota: Number(values.quota.trim() || 0) },
      { onSuccess: (created) => setPassword(created.smtp_password) },
    );
  };

  if (password) {
    return <GeneratedSecretDialog title="SMTP credential created" label="SMTP password (copy now):" secret={password} onClose={onClose} />;
  }

  return (
    <FormDialog title="Add SMTP Credential" submitLabel="Create Credential" isBusy={createCredential.isPending} onSubmit={save} onClose={onClose}>
      {domains.data && domainNames.length === 0 && (
        <p className="dialog__text">
          A credential sends from one of your domains. <Link to={accountPaths.addDomain}>Add a domain</Link> first.
        </p>
      )}
      <InputField
        label="User name"
        error={errors.localPart}
        hint="The part before the @."
        autoComplete="off"
        spellCheck={false}
        autoFocus
        value={values.localPart}
        onChange={changeHandler('localPart')}
      />
      <FormField label="Domain" error={errors.domain}>
        {(control) => (
          <select {...control} className="input" value={domain} onChange={changeHandler('domain')}>
            <option value="">{domains.isPending ? 'Loading domains…' : 'Select a domain'}</option>
            {domainNames.map((name) => (
              <option key={name} value={name}>
                @{name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <InputField
        label="Daily quota"
        error={errors.quota}
        hint="Messages per day; 0 means no cap beyond your plan's."
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={values.quota}
        onChange={changeHandler('quota')}
      />
    </FormDialog>
  );
}
