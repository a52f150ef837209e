import type { SmtpAccount } from '@platform/contracts';
import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog';
import { FormField } from '../../components/FormField';
import { InputField } from '../../components/InputField';
import { StatusSelectField } from '../../components/StatusSelectField';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';
import { DOMAIN_PICKER_LIMIT, domainQueries } from '../domains/hooks';
import { GeneratedSecretDialog } from '../users/GeneratedSecretDialog';
import { UserPicker } from '../users/UserPicker';
import { smtpAccountQueries } from './hooks';
import {
  NEW_SMTP_ACCOUNT_FORM_VALUES,
  smtpAccountToFormValues,
  toCreateSmtpAccountRequest,
  toUpdateSmtpAccountRequest,
  validateSmtpAccountForm,
  type SmtpAccountFormValues,
} from './smtpAccountForm';

interface SmtpAccountFormDialogProps {
  /** The account to edit; without one the dialog creates a new account. */
  account?: SmtpAccount;
  onClose: () => void;
}

/** Create or edit an SMTP account. After a create it shows the generated SMTP password, once. */
export function SmtpAccountFormDialog({ account, onClose }: SmtpAccountFormDialogProps) {
  const mode = account ? 'edit' : 'create';
  const { values, changeHandler, changeFields } = useFormValues(account ? smtpAccountToFormValues(account) : NEW_SMTP_ACCOUNT_FORM_VALUES);
  const [userSearch, setUserSearch] = useState('');
  const { errors, reportFieldErrors } = useFieldErrors<keyof SmtpAccountFormValues>();
  const [generatedPassword, setGeneratedPassword] = useState<string | null>(null);
  const userDomains = domainQueries.useList({ user_id: values.userId, page: 1, limit: DOMAIN_PICKER_LIMIT }, { enabled: Boolean(values.userId) });
  const createAccount = smtpAccountQueries.useCreate();
  const updateAccount = smtpAccountQueries.useUpdate();
  const isSaving = createAccount.isPending || updateAccount.isPending;

  // The domain must be one of the chosen user's domains.
  const chooseUser = (userId: string) => changeFields({ userId, domain: '' });

  const save = () => {
    if (!reportFieldErrors(validateSmtpAccountForm(values, mode)) || isSaving) return;
    if (account) {
      updateAccount.mutate({ id: account._id, changes: toUpdateSmtpAccountRequest(values) }, { onSuccess: onClose });
    } else {
      createAccount.mutate(toCreateSmtpAccountRequest(values), {
        onSuccess: (created) => (created.smtp_password ? setGeneratedPassword(created.smtp_password) : onClose()),
      });
    }
  };

  if (generatedPassword) {
    return <GeneratedSecretDialog title="SMTP account created" label="SMTP password (copy now):" secret={generatedPassword} onClose={onClose} />;
  }

  const domainOptions = userDomains.data?.items.map((domain) => domain.domain) ?? [];
  // On edit the stored domain stays choosable while the user's domains load.
  if (values.domain && !domainOptions.includes(values.domain)) domainOptions.unshift(values.domain);

  return (
    <FormDialog
      title={account ? 'Edit SMTP Account' : 'Add SMTP Account'}
      submitLabel={account ? 'Save Changes' : 'Create SMTP Account'}
      isBusy={isSaving}
      onSubmit={save}
      onClose={onClose}
    >
      <div className="form-grid">
        <div className="form-grid__wide">
          <InputField
            label="Email"
            error={errors.email}
            hint={account ? 'The e-mail address cannot be changed.' : 'The SMTP user name, an address at the domain.'}
            type="email"
            autoComplete="off"
            autoFocus={!account}
            disabled={Boolean(account)}
            value={values.email}
            onChange={changeHandler('email')}
          />
        </div>
        <div className="form-grid__wide">
          <UserPicker
            label="User"
            value={values.userId}
            onChange={chooseUser}
            searchText={userSearch}
            onSearchTextChange={setUserSearch}
            error={errors.userId}
          />
        </div>
        <div className="form-grid__wide">
          <FormField label="Domain" error={errors.domain}>
            {(control) => (
              <select {...control} className="input" disabled={!values.userId} value={values.domain} onChange={changeHandler('domain')}>
                <option value="">{!values.userId ? 'Choose a user first' : userDomains.isPending ? 'Loading domains…' : 'Select a domain'}</option>
                {domainOptions.map((domain) => (
                  <option key={domain} value={domain}>
                    {domain}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <InputField
          label="Quota"
          error={errors.quota}
          hint="Messages per day; 0 means unlimited."
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={values.quota}
          onChange={changeHandler('quota')}
        />
        <StatusSelectField value={values.status} onChange={changeHandler('status')} />
      </div>
    </FormDialog>
  );
}
