import type { Agent, AgentType } from '@platform/contracts';
import { AGENT_TYPES } from '@platform/contracts';
import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog';
import { InputField } from '../../components/InputField';
import { SelectField } from '../../components/SelectField';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';
import { GeneratedSecretDialog } from '../users/GeneratedSecretDialog';
import { UserPicker } from '../users/UserPicker';
import {
  AGENT_TYPE_LABELS,
  NEW_AGENT_FORM_VALUES,
  agentToFormValues,
  hasOwner,
  toCreateAgentRequest,
  toUpdateAgentRequest,
  validateAgentForm,
  type AgentFormValues,
} from './agentForm';
import { agentQueries } from './hooks';

interface AgentFormDialogProps {
  /** The agent to edit; without one the dialog creates a new agent. */
  agent?: Agent;
  onClose: () => void;
}

/** Create or edit an agent. After a create it shows the agent's secret, once. */
export function AgentFormDialog({ agent, onClose }: AgentFormDialogProps) {
  const mode = agent ? 'edit' : 'create';
  const { values, changeHandler, changeFields } = useFormValues(agent ? agentToFormValues(agent) : NEW_AGENT_FORM_VALUES);
  const [userSearch, setUserSearch] = useState('');
  const { errors, reportFieldErrors } = useFieldErrors<keyof AgentFormValues>();
  const [agentSecret, setAgentSecret] = useState<string | null>(null);
  const createAgent = agentQueries.useCreate();
  const updateAgent = agentQueries.useUpdate();
  const isSaving = createAgent.isPending || updateAgent.isPending;

  // SPEC section 4: a provider agent has no owner, so the owner and the user search are cleared.
  const chooseType = (agentType: AgentType) => {
    if (hasOwner(agentType)) {
      changeFields({ agentType });
    } else {
      changeFields({ agentType, ownerUserId: '' });
      setUserSearch('');
    }
  };

  const save = () => {
    if (!reportFieldErrors(validateAgentForm(values, mode)) || isSaving) return;
    if (agent) {
      updateAgent.mutate({ id: agent._id, changes: toUpdateAgentRequest(values) }, { onSuccess: onClose });
    } else {
      createAgent.mutate(toCreateAgentRequest(values), {
        onSuccess: (created) => (created.agent_secret ? setAgentSecret(created.agent_secret) : onClose()),
      });
    }
  };

  if (agentSecret) {
    return <GeneratedSecretDialog title="Agent created" label="Agent secret (copy now):" secret={agentSecret} onClose={onClose} />;
  }

  return (
    <FormDialog
      title={agent ? 'Edit Agent' : 'Add Agent'}
      submitLabel={agent ? 'Save Changes' : 'Create Agent'}
      isBusy={isSaving}
      onSubmit={save}
      onClose={onClose}
    >
      <div className="form-grid">
        {mode === 'create' && (
          <>
            <InputField
              label="Agent ID"
              error={errors.agentId}
              hint="3 to 64 characters: a-z, 0-9, '.', '_' and '-'."
              isMono
              autoComplete="off"
              spellCheck={false}
              autoFocus
              value={values.agentId}
              onChange={changeHandler('agentId')}
            />
            <InputField label="Hostname" error={errors.hostname} autoComplete="off" spellCheck={false} value={values.hostname} onChange={changeHandler('hostname')} />
          </>
        )}
        <div className="form-grid__wide">
          <SelectField
            label="Type"
            value={values.agentType}
            options={AGENT_TYPES}
            optionLabels={AGENT_TYPE_LABELS}
            onChange={(event) => chooseType(event.target.value as AgentType)}
          />
        </div>
        {hasOwner(values.agentType) && (
          <div className="form-grid__wide">
            <UserPicker
              label="Owner"
              value={values.ownerUserId}
              initialEmail={agent?.owner_email ?? undefined}
              onChange={(ownerUserId) => changeFields({ ownerUserId })}
              searchText={userSearch}
              onSearchTextChange={setUserSearch}
              error={errors.ownerUserId}
            />
          </div>
        )}
      </div>
    </FormDialog>
  );
}
