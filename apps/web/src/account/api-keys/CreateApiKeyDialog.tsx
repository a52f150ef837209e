import { API_KEY_SCOPES, type ApiKeyScope } from '@platform/contracts';
import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog';
import { FormField } from '../../components/FormField';
import { InputField } from '../../components/InputField';
import { SelectField } from '../../components/SelectField';
import { GeneratedSecretDialog } from '../../features/users/GeneratedSecretDialog';
import { requireFields } from '../../lib/formValidation';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';
import { apiKeyQueries, DOMAIN_PICKER_LIMIT, domainQueries } from '../hooks';
import { API_KEY_SCOPE_LABELS } from './apiKeyLabels';

/** A new named key: full access or sending only, for every domain or one; the key is shown once. */
export function CreateApiKeyDialog({ onClose }: { onClose: () => void }) {
  const domains = domainQueries.useList({ page: 1, limit: DOMAIN_PICKER_LIMIT });
  const createKey = apiKeyQueries.useCreate();
  const { values, changeHandler } = useFormValues<{ name: string; scope: ApiKeyScope; domainId: string }>({ name: '', scope: 'full', domainId: '' });
  const { errors, reportFieldErrors } = useFieldErrors<'name'>();
  const [createdKey, setCreatedKey] = useState<string | null>(null);

  const save = () => {
    if (!reportFieldErrors(requireFields(values, { name: 'Name' })) || createKey.isPending) return;
    createKey.mutate(
      { name: values.name.trim(), scope: values.scope, domain_id: values.domainId || null },
      { onSuccess: (created) => setCreatedKey(created.key) },
    );
  };

  if (createdKey) {
    return <GeneratedSecretDialog title="API key created" label="API key (copy now):" secret={createdKey} onClose={onClose} />;
  }

  return (
    <FormDialog title="Create API Key" submitLabel="Create API Key" isBusy={createKey.isPending} onSubmit={save} onClose={onClose}>
      <InputField label="Name" error={errors.name} hint="Where the key is used, e.g. Billing app." autoComplete="off" autoFocus value={values.name} onChange={changeHandler('name')} />
      <SelectField label="Scope" value={values.scope} options={API_KEY_SCOPES} optionLabels={API_KEY_SCOPE_LABELS} onChange={changeHandler('scope')} />
      <FormField label="Domain" hint="A key held to one domain sees and sends for that domain only.">
        {(control) => (
          <select {...control} className="input" value={values.domainId} onChange={changeHandler('domainId')}>
            <option value="">All domains</option>
            {domains.data?.items.map((domain) => (
              <option key={domain._id} value={domain._id}>
                {domain.domain}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </FormDialog>
  );
}
