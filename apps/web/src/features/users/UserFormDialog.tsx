import type { User } from '@platform/contracts';
import { PLAN_TYPES, USER_ROLES } from '@platform/contracts';
import { FormDialog } from '../../components/FormDialog';
import { InputField } from '../../components/InputField';
import { SelectField } from '../../components/SelectField';
import { StatusSelectField } from '../../components/StatusSelectField';
import { notifyError } from '../../lib/notices';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';
import { userQueries } from './hooks';
import { PLAN_TYPE_LABELS, USER_ROLE_LABELS } from './labels';
import {
  NEW_USER_FORM_VALUES,
  passwordsMatch,
  toCreateUserRequest,
  toUpdateUserRequest,
  userToFormValues,
  validateUserForm,
  type UserFormValues,
} from './userForm';

interface UserFormDialogProps {
  /** The user to edit; without one the dialog creates a new user. */
  user?: User;
  onClose: () => void;
}

export function UserFormDialog({ user, onClose }: UserFormDialogProps) {
  const mode = user ? 'edit' : 'create';
  const { values, changeHandler } = useFormValues(user ? userToFormValues(user) : NEW_USER_FORM_VALUES);
  const { errors, reportFieldErrors } = useFieldErrors<keyof UserFormValues>();
  const createUser = userQueries.useCreate();
  const updateUser = userQueries.useUpdate();
  const isSaving = createUser.isPending || updateUser.isPending;

  const save = () => {
    if (!reportFieldErrors(validateUserForm(values, mode)) || isSaving) return;
    if (user) {
      updateUser.mutate({ id: user._id, changes: toUpdateUserRequest(values) }, { onSuccess: onClose });
      return;
    }
    if (!passwordsMatch(values)) {
      notifyError('Passwords do not match');
      return;
    }
    createUser.mutate(toCreateUserRequest(values), { onSuccess: onClose });
  };

  return (
    <FormDialog
      title={user ? 'Edit User' : 'Add User'}
      submitLabel={user ? 'Save Changes' : 'Create User'}
      isBusy={isSaving}
      onSubmit={save}
      onClose={onClose}
    >
      <div className="form-grid">
        <InputField label="First name" autoComplete="off" autoFocus value={values.firstName} onChange={changeHandler('firstName')} />
        <InputField label="Last name" autoComplete="off" value={values.lastName} onChange={changeHandler('lastName')} />
        <div className="form-grid__wide">
          <InputField
            label="Email"
            error={errors.email}
            hint={user ? 'The e-mail address cannot be changed.' : undefined}
            type="email"
            autoComplete="off"
            disabled={mode === 'edit'}
            value={values.email}
            onChange={changeHandler('email')}
          />
        </div>
        {mode === 'create' && (
          <>
            <InputField label="Password" error={errors.password} type="password" autoComplete="new-password" value={values.password} onChange={changeHandler('password')} />
            <InputField label="Confirm password" type="password" autoComplete="new-password" value={values.confirmPassword} onChange={changeHandler('confirmPassword')} />
          </>
        )}
        <SelectField label="Role" value={values.role} options={USER_ROLES} optionLabels={USER_ROLE_LABELS} onChange={changeHandler('role')} />
        <StatusSelectField value={values.status} onChange={changeHandler('status')} />
        <InputField
          label="Domain limit"
          error={errors.domainLimit}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={values.domainLimit}
          onChange={changeHandler('domainLimit')}
        />
        <SelectField label="Plan type" value={values.planType} options={PLAN_TYPES} optionLabels={PLAN_TYPE_LABELS} onChange={changeHandler('planType')} />
      </div>
    </FormDialog>
  );
}
