import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormDialog } from '../../components/FormDialog';
import { InputField } from '../../components/InputField';
import { notifyError } from '../../lib/notices';
import { serverMessageOf } from '../../lib/requestErrorNotice';
import { accountPaths } from '../accountPaths';
import { useCreateDomain, useProfile } from '../hooks';

/** A name of labels joined by dots, as DNS writes them; the server has the final word. */
const DOMAIN_NAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

function domainLimitHint(limit: number | undefined): string {
  if (!limit) return 'A domain you own, e.g. mail.example.com.';
  return `A domain you own, e.g. mail.example.com. Your account may have ${limit} ${limit === 1 ? 'domain' : 'domains'}.`;
}

/** Adds a sending domain, then opens its page with the records to publish (the create answer lists them). Refusals (a full domain limit) show beneath the field. */
export function AddDomainDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const profile = useProfile();
  const createDomain = useCreateDomain();
  const [domain, setDomain] = useState('');
  const [error, setError] = useState<string>();

  const save = () => {
    const name = domain.trim().toLowerCase().replace(/\.$/, '');
    if (!name) return setError('Domain is required');
    if (!DOMAIN_NAME.test(name)) return setError('Enter a domain name such as mail.example.com');
    setError(undefined);
    createDomain.mutate(
      { domain: name },
      {
        onSuccess: (created) => navigate(accountPaths.domain(created.domain._id), { replace: true }),
        onError: (failure) => {
          notifyError('Failed to save domain');
          setError(serverMessageOf(failure) ?? 'The domain could not be added. Try again.');
        },
      },
    );
  };

  return (
    <FormDialog title="Add Domain" submitLabel="Add Domain" busyLabel="Adding…" isBusy={createDomain.isPending} onSubmit={save} onClose={onClose}>
      <InputField
        label="Domain"
        error={error}
        hint={domainLimitHint(profile.data?.domain_limit)}
        autoComplete="off"
        spellCheck={false}
        autoFocus
        value={domain}
        onChange={(event) => setDomain(event.target.value)}
      />
    </FormDialog>
  );
}
