import type { FormEvent } from 'react';
import { InputField } from '../../components/InputField';
import { requireFields } from '../../lib/formValidation';
import { notifyError } from '../../lib/notices';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';
import { useChangePassword } from '../hooks';
import { TitledCard } from '../../components/TitledCard';

type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';
const EMPTY_PASSWORDS: Record<PasswordField, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current password, new one twice. The server ends the account's other sessions; this one stays. */
export function PasswordChangeCard() {
  const changePassword = useChangePassword();
  const { values, changeHandler, changeFields } = useFormValues(EMPTY_PASSWORDS);
  const { errors, reportFieldErrors } = useFieldErrors<PasswordField>();

  const save = (event: FormEvent) => {
    event.preventDefault();
    const fieldErrors = requireFields(values, { currentPassword: 'Current password', newPassword: 'New password', confirmPassword: 'Password confirmation' });
    if (!reportFieldErrors(fieldErrors) || changePassword.isPending) return;
    if (values.newPassword !== values.confirmPassword) {
      notifyError('Passwords do not match');
      return;
    }
    changePassword.mutate(
      { current_password: values.currentPassword, new_password: values.newPassword },
      { onSuccess: () => changeFields(EMPTY_PASSWORDS) },
    );
  };

  return (
    <TitledCard title="Password" subtitle="Changing it logs you out everywhere else.">
      <form className="settings-form" noValidate onSubmit={save}>
        <InputField
          label="Current password"
          error={errors.currentPassword}
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={changeHandler('currentPassword')}
        />
        <InputField label="New password" error={errors.newPassword} type="password" autoComplete="new-password" value={values.newPassword} onChange={changeHandler('newPassword')} />
        <InputField
          label="Confirm new password"
          error={errors.confirmPassword}
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={changeHandler('confirmPassword')}
        />
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={changePassword.isPending}>
            {changePassword.isPending ? 'Saving…' : 'Change password'}
          </button>
        </div>
      </form>
    </TitledCard>
  );
}
