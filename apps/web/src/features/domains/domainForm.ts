import type { CreateDomainRequest, Domain, PlanCategory, SendPlan, UpdateDomainRequest } from '@platform/contracts';
import { sendPlanForCategory } from '@platform/contracts';
import { requireFields, type FieldErrors } from '../../lib/formValidation';

/** What the domain form holds, as typed (a type, not an interface, so it fits useFormValues). */
export type DomainFormValues = {
  domain: string;
  userId: string;
  userPlanId: string;
  relayId: string;
  /** Comma separated, as typed. */
  dedicatedIps: string;
};

export const NEW_DOMAIN_FORM_VALUES: DomainFormValues = { domain: '', userId: '', userPlanId: '', relayId: '', dedicatedIps: '' };

export function domainToFormValues(domain: Domain): DomainFormValues {
  return {
    domain: domain.domain,
    userId: domain.user_id,
    userPlanId: domain.user_plan_id ?? '',
    relayId: domain.bulletproof_relay_id ?? '',
    dedicatedIps: domain.dedicated_ips.join(', '),
  };
}

/** SPEC section 5: comma separated, each trimmed, empty entries dropped. */
export function parseDedicatedIps(text: string): string[] {
  return text
    .split(',')
    .map((ip) => ip.trim())
    .filter(Boolean);
}

/** Only bulletproof plans send through a relay (SPEC section 5). */
export function needsRelay(category: PlanCategory | undefined): boolean {
  return category === 'bulletproof';
}

/** Only agent plans send from the user's own dedicated IPs (SPEC section 5). */
export function takesDedicatedIps(category: PlanCategory | undefined): boolean {
  return category === 'agent';
}

export function validateDomainForm(values: DomainFormValues, category: PlanCategory | undefined): FieldErrors<keyof DomainFormValues> {
  return requireFields(values, {
    domain: 'Domain',
    userId: 'User',
    userPlanId: 'User plan',
    ...(needsRelay(category) && { relayId: 'Relay' }),
  });
}

/** The PATCH body: user, plan and the send plan the plan's category gives; relay and IPs only where the plan takes them. */
export function toUpdateDomainRequest(values: DomainFormValues, category: PlanCategory | undefined): Omit<CreateDomainRequest, 'domain'> & UpdateDomainRequest {
  return {
    user_id: values.userId,
    user_plan_id: values.userPlanId,
    // The form has a plan whenever it sends, so the category always gives a send plan.
    send_plan: sendPlanForCategory(category) as SendPlan,
    ...(needsRelay(category) && { bulletproof_relay_id: values.relayId }),
    ...(takesDedicatedIps(category) && { dedicated_ips: parseDedicatedIps(values.dedicatedIps) }),
  };
}

export function toCreateDomainRequest(values: DomainFormValues, category: PlanCategory | undefined): CreateDomainRequest {
  return { domain: values.domain.trim(), ...toUpdateDomainRequest(values, category) };
}
