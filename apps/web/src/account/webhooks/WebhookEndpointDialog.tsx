import { WEBHOOK_EVENT_TYPES, type WebhookEndpoint, type WebhookEventType } from '@platform/contracts';
import { useState } from 'react';
import { CheckboxField } from '../../components/CheckboxField';
import { FormDialog } from '../../components/FormDialog';
import { InputField } from '../../components/InputField';
import { GeneratedSecretDialog } from '../../features/users/GeneratedSecretDialog';
import type { FieldErrors } from '../../lib/formValidation';
import { serverMessageOf } from '../../lib/requestErrorNotice';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { webhookQueries } from '../hooks';

type WebhookField = 'url' | 'event_types';

interface WebhookForm {
  url: string;
  description: string;
  eventTypes: WebhookEventType[];
}

export function validateWebhookForm(form: WebhookForm): FieldErrors<WebhookField> {
  const errors: FieldErrors<WebhookField> = {};
  const url = form.url.trim();
  if (!url) errors.url = 'URL is required';
  else if (!/^https?:\/\/[^\s/]+/i.test(url)) errors.url = 'Enter an http:// or https:// URL';
  if (form.eventTypes.length === 0) errors.event_types = 'Choose at least one event';
  return errors;
}

interface WebhookEndpointDialogProps {
  /** The endpoint edited; without it a new one is added, and its signing secret shown once. */
  endpoint?: WebhookEndpoint;
  onClose: () => void;
}

/**
 * Adds or edits an endpoint. The server checks the URL's target (no private addresses): its reason
 * shows beneath the URL field, the failure as a notice.
 */
export function WebhookEndpointDialog({ endpoint, onClose }: WebhookEndpointDialogProps) {
  const create = webhookQueries.useCreate();
  const update = webhookQueries.useUpdate();
  const [form, setForm] = useState<WebhookForm>({
    url: endpoint?.url ?? '',
    description: endpoint?.description ?? '',
    eventTypes: endpoint?.event_types ?? [...WEBHOOK_EVENT_TYPES],
  });
  const { errors, reportFieldErrors } = useFieldErrors<WebhookField>();
  const [secret, setSecret] = useState<string | null>(null);
  const isBusy = create.isPending || update.isPending;

  const toggleEventType = (type: WebhookEventType, isChosen: boolean) =>
    setForm((current) => ({
      ...current,
      // Kept in the contract's order, whatever order they were ticked in.
      eventTypes: WEBHOOK_EVENT_TYPES.filter((known) => (known === type ? isChosen : current.eventTypes.includes(known))),
    }));

  const save = () => {
    if (!reportFieldErrors(validateWebhookForm(form)) || isBusy) return;
    const body = { url: form.url.trim(), description: form.description.trim(), event_types: form.eventTypes };
    const showRefusal = (failure: unknown) => {
      const reason = serverMessageOf(failure);
      if (reason) reportFieldErrors({ url: reason });
    };
    if (endpoint) update.mutate({ id: endpoint._id, changes: body }, { onSuccess: onClose, onError: showRefusal });
    else create.mutate(body, { onSuccess: (created) => setSecret(created.secret), onError: showRefusal });
  };

  if (secret) {
    return <GeneratedSecretDialog title="Webhook created" label="Signing secret (copy now):" secret={secret} onClose={onClose} />;
  }

  return (
    <FormDialog
      title={endpoint ? 'Edit Webhook' : 'Add Webhook'}
      submitLabel={endpoint ? 'Save' : 'Add Webhook'}
      isBusy={isBusy}
      onSubmit={save}
      onClose={onClose}
    >
      <InputField
        label="URL"
        error={errors.url}
        hint="Events are POSTed here as signed JSON."
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        autoFocus
        placeholder="https://hooks.example.com/mail-events"
        value={form.url}
        onChange={(event) => setForm({ ...form, url: event.target.value })}
      />
      <InputField
        label="Description"
        hint="Optional, to tell endpoints apart."
        maxLength={200}
        value={form.description}
        onChange={(event) => setForm({ ...form, description: event.target.value })}
      />
      <fieldset className="webhook-events" aria-describedby={errors.event_types ? 'webhook-events-error' : undefined}>
        <legend className="field__label">Events</legend>
        <div className="webhook-events__grid">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <CheckboxField key={type} label={type} checked={form.eventTypes.includes(type)} onChange={(isChosen) => toggleEventType(type, isChosen)} />
          ))}
        </div>
        {errors.event_types && (
          <p id="webhook-events-error" className="field__error">
            {errors.event_types}
          </p>
        )}
      </fieldset>
    </FormDialog>
  );
}
