import type { Agent, AgentType, CreateAgentRequest, UpdateAgentRequest } from '@platform/contracts';
import { AGENT_DEFAULTS } from '@platform/contracts';
import { requireFields, type FieldErrors } from '../../lib/formValidation';

/** What the agent form holds, as typed (a type, so it fits useFormValues). */
export type AgentFormValues = {
  agentId: string;
  hostname: string;
  agentType: AgentType;
  ownerUserId: string;
};

/** SPEC section 9: a new agent is a customer agent. */
export const NEW_AGENT_FORM_VALUES: AgentFormValues = { agentId: '', hostname: '', agentType: AGENT_DEFAULTS.agent_type, ownerUserId: '' };

export const AGENT_TYPE_LABELS: Record<AgentType, string> = { customer: 'Customer', provider: 'Provider' };

export function agentToFormValues(agent: Agent): AgentFormValues {
  return { agentId: agent.agent_id, hostname: agent.hostname, agentType: agent.agent_type, ownerUserId: agent.owner_user_id ?? '' };
}

/** Only customer agents belong to a user (SPEC section 5). */
export function hasOwner(agentType: AgentType): boolean {
  return agentType === 'customer';
}

export function validateAgentForm(values: AgentFormValues, mode: 'create' | 'edit'): FieldErrors<keyof AgentFormValues> {
  return requireFields(values, {
    ...(mode === 'create' && { agentId: 'Agent ID', hostname: 'Hostname' }),
    ...(hasOwner(values.agentType) && { ownerUserId: 'Owner' }),
  });
}

export function toUpdateAgentRequest(values: AgentFormValues): UpdateAgentRequest {
  return { agent_type: values.agentType, owner_user_id: hasOwner(values.agentType) ? values.ownerUserId : null };
}

/** agent_id and hostname are sent only on create (SPEC section 5). */
export function toCreateAgentRequest(values: AgentFormValues): CreateAgentRequest {
  return { agent_id: values.agentId.trim(), hostname: values.hostname.trim(), ...toUpdateAgentRequest(values) };
}
