import type { Domain, PlanCategory } from '@platform/contracts';
import { sendPlanForCategory } from '@platform/contracts';
import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog';
import { FormField } from '../../components/FormField';
import { InputField } from '../../components/InputField';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';
import { RELAY_PICKER_LIMIT, relayQueries } from '../relays/hooks';
import { useActivePlansOfUser } from '../user-plans/hooks';
import { UserPicker } from '../users/UserPicker';
import {
  NEW_DOMAIN_FORM_VALUES,
  domainToFormValues,
  needsRelay,
  takesDedicatedIps,
  toCreateDomainRequest,
  toUpdateDomainRequest,
  validateDomainForm,
  type DomainFormValues,
} from './domainForm';
import { domainQueries } from './hooks';

interface DomainFormDialogProps {
  /** The domain to edit; without one the dialog creates a new domain. */
  domain?: Domain;
  onClose: () => void;
}

/** The category of the chosen plan; on edit, the domain's own plan is known before the user's plans load. */
function useChosenPlanCategory(values: DomainFormValues, domain: Domain | undefined) {
  const plans = useActivePlansOfUser(values.userId);
  const chosenPlan = plans.data?.items.find((plan) => plan._id === values.userPlanId);
  const snapshotCategory =
    domain && values.userPlanId === domain.user_plan_id ? (domain.plan_snapshot?.plan_category as PlanCategory | undefined) : undefined;
  return { plans, category: chosenPlan?.plan_category ?? snapshotCategory };
}

export function DomainFormDialog({ domain, onClose }: DomainFormDialogProps) {
  const { values, changeHandler, changeFields } = useFormValues(domain ? domainToFormValues(domain) : NEW_DOMAIN_FORM_VALUES);
  const [userSearch, setUserSearch] = useState('');
  const { errors, reportFieldErrors } = useFieldErrors<keyof DomainFormValues>();
  const { plans, category } = useChosenPlanCategory(values, domain);
  const relays = relayQueries.useList({ page: 1, limit: RELAY_PICKER_LIMIT }, { enabled: needsRelay(category) });
  const createDomain = domainQueries.useCreate();
  const updateDomain = domainQueries.useUpdate();
  const isSaving = createDomain.isPending || updateDomain.isPending;

  // SPEC section 4: another user's plans differ, so the plan (and the send plan it gave) is cleared.
  const chooseUser = (userId: string) => changeFields({ userId, userPlanId: '', relayId: '' });

  const save = () => {
    if (!reportFieldErrors(validateDomainForm(values, category)) || isSaving) return;
    if (domain) {
      updateDomain.mutate({ id: domain._id, changes: toUpdateDomainRequest(values, category) }, { onSuccess: onClose });
    } else {
      createDomain.mutate(toCreateDomainRequest(values, category), { onSuccess: onClose });
    }
  };

  return (
    <FormDialog
      title={domain ? 'Edit Domain' : 'Add Domain'}
      submitLabel={domain ? 'Save Changes' : 'Create Domain'}
      isBusy={isSaving}
      onSubmit={save}
      onClose={onClose}
    >
      <div className="form-grid">
        <div className="form-grid__wide">
          <InputField
            label="Domain"
            error={errors.domain}
            hint={domain ? 'The domain name cannot be changed.' : undefined}
            autoComplete="off"
            spellCheck={false}
            placeholder="mail.example.com"
            autoFocus={!domain}
            disabled={Boolean(domain)}
            value={values.domain}
            onChange={changeHandler('domain')}
          />
        </div>
        <div className="form-grid__wide">
          <UserPicker
            label="User"
            value={values.userId}
            initialEmail={domain?.user_email}
            onChange={chooseUser}
            searchText={userSearch}
            onSearchTextChange={setUserSearch}
            error={errors.userId}
          />
        </div>
        <FormField label="User plan" error={errors.userPlanId}>
          {(control) => (
            <select {...control} className="input" disabled={!values.userId} value={values.userPlanId} onChange={changeHandler('userPlanId')}>
              <option value="">{!values.userId ? 'Choose a user first' : plans.isPending ? 'Loading plans…' : 'Select a plan'}</option>
              {plans.data?.items.map((plan) => (
                <option key={plan._id} value={plan._id}>
                  {plan.plan_code} ({plan.plan_category})
                </option>
              ))}
            </select>
          )}
        </FormField>
        <InputField label="Send plan" hint="Follows the plan's category." readOnly value={sendPlanForCategory(category)} placeholder="-" />
        {needsRelay(category) && (
          <div className="form-grid__wide">
            <FormField label="Relay" error={errors.relayId}>
              {(control) => (
                <select {...control} className="input" value={values.relayId} onChange={changeHandler('relayId')}>
                  <option value="">{relays.isPending ? 'Loading relays…' : 'Select a relay'}</option>
                  {relays.data?.items.map((relay) => (
                    <option key={relay._id} value={relay._id}>
                      {relay.name} ({relay.smtp_host}:{relay.smtp_port})
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
        )}
        {takesDedicatedIps(category) && (
          <div className="form-grid__wide">
            <InputField
              label="Dedicated IPs"
              hint="Comma separated, e.g. 203.0.113.7, 203.0.113.8"
              isMono
              autoComplete="off"
              spellCheck={false}
              value={values.dedicatedIps}
              onChange={changeHandler('dedicatedIps')}
            />
          </div>
        )}
      </div>
    </FormDialog>
  );
}
