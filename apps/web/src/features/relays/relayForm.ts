import type { ActiveStatus, CreateRelayRequest, Relay, UpdateRelayRequest } from '@platform/contracts';
import { RELAY_DEFAULTS } from '@platform/contracts';
import { requireFields, type FieldErrors } from '../../lib/formValidation';

/** What the relay form holds, as typed (a type, so it fits useFormValues). */
export type RelayFormValues = {
  name: string;
  smtpHost: string;
  smtpPort: string;
  smtpUser: string;
  smtpPass: string;
  spfRecord: string;
  dkimSelector: string;
  dkimPublicKey: string;
  dmarcRecord: string;
  maxDomains: string;
  status: ActiveStatus;
};

/** SPEC section 9: port 25, no domain limit (0), active. */
export const NEW_RELAY_FORM_VALUES: RelayFormValues = {
  name: '',
  smtpHost: '',
  smtpPort: String(RELAY_DEFAULTS.smtp_port),
  smtpUser: '',
  smtpPass: '',
  spfRecord: '',
  dkimSelector: '',
  dkimPublicKey: '',
  dmarcRecord: '',
  maxDomains: String(RELAY_DEFAULTS.max_domains),
  status: RELAY_DEFAULTS.status,
};

export function relayToFormValues(relay: Relay): RelayFormValues {
  return {
    name: relay.name,
    smtpHost: relay.smtp_host,
    smtpPort: String(relay.smtp_port),
    smtpUser: relay.smtp_user,
    // The server never returns the password; left empty, the stored one is kept.
    smtpPass: '',
    spfRecord: relay.spf_record,
    dkimSelector: relay.dkim_record.selector,
    dkimPublicKey: relay.dkim_record.public_key,
    dmarcRecord: relay.dmarc_record,
    maxDomains: String(relay.max_domains),
    status: relay.status,
  };
}

/** Beneath the 'Allow plain-text auth' checkbox: the hint while it is off, the warning while it is on. */
export const INSECURE_AUTH_HINT = 'The SMTP user and password are sent only over TLS: a relay that offers no STARTTLS gets none, and its mail waits.';
export const INSECURE_AUTH_WARNING =
  'The SMTP user and password may cross the network unencrypted to a relay that offers no STARTTLS. Allow this only for a relay on a network you trust.';

const isWholeNumber = (text: string) => /^\d+$/.test(text.trim());

export function validateRelayForm(values: RelayFormValues): FieldErrors<keyof RelayFormValues> {
  const errors: FieldErrors<keyof RelayFormValues> = requireFields(values, { name: 'Name', smtpHost: 'SMTP host' });
  const port = Number(values.smtpPort);
  if (!isWholeNumber(values.smtpPort) || port < 1 || port > 65535) errors.smtpPort = 'Port must be a number from 1 to 65535';
  if (!isWholeNumber(values.maxDomains)) errors.maxDomains = 'Max domains must be a whole number, 0 or more';
  return errors;
}

/**
 * SPEC section 5: port and max domains are sent as numbers. The plain-text auth checkbox is held
 * apart from the text fields (as the SMTP settings' 'Use TLS/SSL' is).
 */
export function toCreateRelayRequest(values: RelayFormValues, allowInsecureAuth: boolean): CreateRelayRequest {
  return {
    name: values.name.trim(),
    smtp_host: values.smtpHost.trim(),
    smtp_port: Number(values.smtpPort),
    smtp_user: values.smtpUser.trim(),
    smtp_pass: values.smtpPass,
    allow_insecure_auth: allowInsecureAuth,
    spf_record: values.spfRecord.trim(),
    dkim_record: { selector: values.dkimSelector.trim(), public_key: values.dkimPublicKey.trim() },
    dmarc_record: values.dmarcRecord.trim(),
    max_domains: Number(values.maxDomains),
    status: values.status,
  };
}

/** Like create, but an empty password is left out so the stored one is kept. */
export function toUpdateRelayRequest(values: RelayFormValues, allowInsecureAuth: boolean): UpdateRelayRequest {
  const { smtp_pass, ...changes } = toCreateRelayRequest(values, allowInsecureAuth);
  return smtp_pass ? { ...changes, smtp_pass } : changes;
}
