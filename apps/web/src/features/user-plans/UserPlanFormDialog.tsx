import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog';
import { FormField } from '../../components/FormField';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';
import { UserPicker } from '../users/UserPicker';
import { useCreateUserPlan, usePlanDefinitions } from './hooks';
import { NEW_USER_PLAN_FORM_VALUES, toCreateUserPlanRequest, validateUserPlanForm, type UserPlanFormValues } from './userPlanForm';

/** Gives a user one of the plan definitions. */
export function UserPlanFormDialog({ onClose }: { onClose: () => void }) {
  const { values, changeHandler, changeFields } = useFormValues(NEW_USER_PLAN_FORM_VALUES);
  const [userSearch, setUserSearch] = useState('');
  const { errors, reportFieldErrors } = useFieldErrors<keyof UserPlanFormValues>();
  const definitions = usePlanDefinitions();
  const createUserPlan = useCreateUserPlan();

  const save = () => {
    if (!reportFieldErrors(validateUserPlanForm(values)) || createUserPlan.isPending) return;
    createUserPlan.mutate(toCreateUserPlanRequest(values), { onSuccess: onClose });
  };

  return (
    <FormDialog title="Create User Plan" submitLabel="Create" busyLabel="Creating…" isBusy={createUserPlan.isPending} onSubmit={save} onClose={onClose}>
      <UserPicker
        label="User"
        value={values.userId}
        onChange={(userId) => changeFields({ userId })}
        searchText={userSearch}
        onSearchTextChange={setUserSearch}
        error={errors.userId}
        autoFocus
      />
      <FormField label="Plan code" error={errors.planCode}>
        {(control) => (
          <select {...control} className="input" value={values.planCode} onChange={changeHandler('planCode')}>
            <option value="">{definitions.isPending ? 'Loading plans…' : 'Select a plan'}</option>
            {definitions.data?.items.map((definition) => (
              <option key={definition._id} value={definition.plan_code}>
                {definition.plan_code} ({definition.plan_category}) - {definition.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </FormDialog>
  );
}
