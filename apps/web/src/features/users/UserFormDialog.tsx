import type { User } from '@platform/contracts';
import { ACTIVE_STATUSES, PLAN_TYPES, USER_ROLES } from '@platform/contracts';
import { useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { FormField } from '../../components/FormField';
import { hasFieldErrors, type FieldErrors } from '../../lib/formValidation';
import { notifyError } from '../../lib/notices';
import { useFormValues } from '../../lib/useFormValues';
import { useCreateUser, useUpdateUser } from './hooks';
import { PLAN_TYPE_LABELS, STATUS_LABELS, USER_ROLE_LABELS } from './labels';
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
  const [errors, setErrors] = useState<FieldErrors<keyof UserFormValues>>({});
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const isSaving = createUser.isPending || updateUser.isPending;

  const save = () => {
    const fieldErrors = validateUserForm(values, mode);
    setErrors(fieldErrors);
    if (hasFieldErrors(fieldErrors) || isSaving) return;
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
    <Dialog
      title={user ? 'Edit User' : 'Add User'}
      onClose={onClose}
      onSubmit={save}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={isSaving}>
            {isSaving ? 'Saving…' : user ? 'Save Changes' : 'Create User'}
          </button>
        </>
      }
    >
      <div className="form-grid">
        <FormField label="First name">
          {(control) => (
            <input {...control} className="input" autoComplete="off" autoFocus value={values.firstName} onChange={changeHandler('firstName')} />
          )}
        </FormField>
        <FormField label="Last name">
          {(control) => (
            <input {...control} className="input" autoComplete="off" value={values.lastName} onChange={changeHandler('lastName')} />
          )}
        </FormField>
        <div className="form-grid__wide">
          <FormField label="Email" error={errors.email} hint={user ? 'The e-mail address cannot be changed.' : undefined}>
            {(control) => (
              <input
                {...control}
                className="input"
                type="email"
                autoComplete="off"
                disabled={mode === 'edit'}
                value={values.email}
                onChange={changeHandler('email')}
              />
            )}
          </FormField>
        </div>
        {mode === 'create' && (
          <>
            <FormField label="Password" error={errors.password}>
              {(control) => (
                <input {...control} className="input" type="password" autoComplete="new-password" value={values.password} onChange={changeHandler('password')} />
              )}
            </FormField>
            <FormField label="Confirm password">
              {(control) => (
                <input
                  {...control}
                  className="input"
                  type="password"
                  autoComplete="new-password"
                  value={values.confirmPassword}
                  onChange={changeHandler('confirmPassword')}
                />
              )}
            </FormField>
          </>
        )}
        <FormField label="Role">
          {(control) => (
            <select {...control} className="input" value={values.role} onChange={changeHandler('role')}>
              {USER_ROLES.map((role) => (
                <option key={role} value={role}>
                  {USER_ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Status">
          {(control) => (
            <select {...control} className="input" value={values.status} onChange={changeHandler('status')}>
              {ACTIVE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Domain limit" error={errors.domainLimit}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={values.domainLimit}
              onChange={changeHandler('domainLimit')}
            />
          )}
        </FormField>
        <FormField label="Plan type">
          {(control) => (
            <select {...control} className="input" value={values.planType} onChange={changeHandler('planType')}>
              {PLAN_TYPES.map((planType) => (
                <option key={planType} value={planType}>
                  {PLAN_TYPE_LABELS[planType]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
    </Dialog>
  );
}
