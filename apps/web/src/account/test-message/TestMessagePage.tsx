import type { SendMessageResponse } from '@platform/contracts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormField } from '../../components/FormField';
import { InputField } from '../../components/InputField';
import { PageHeader } from '../../components/PageHeader';
import { emailFieldError, requireFields } from '../../lib/formValidation';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';
import { accountPaths } from '../accountPaths';
import { DOMAIN_PICKER_LIMIT, domainQueries, useSendTestMessage } from '../hooks';

/** Sends a short message from test@<domain> to an address of the user's, then links to its page in the message log. */
export function TestMessagePage() {
  const domains = domainQueries.useList({ page: 1, limit: DOMAIN_PICKER_LIMIT });
  const send = useSendTestMessage();
  const { values, changeHandler } = useFormValues({ domainId: '', to: '' });
  const { errors, reportFieldErrors } = useFieldErrors<'domainId' | 'to'>();
  const [sent, setSent] = useState<SendMessageResponse | null>(null);
  const domainList = domains.data?.items ?? [];
  const chosenDomain = domainList.find((domain) => domain._id === values.domainId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fieldErrors = { ...requireFields(values, { domainId: 'Domain' }), to: emailFieldError(values.to)?.replace('Email', 'Recipient') };
    if (!reportFieldErrors(fieldErrors) || send.isPending) return;
    setSent(null);
    send.mutate({ domain_id: values.domainId, to: values.to.trim() }, { onSuccess: setSent });
  };

  return (
    <>
      <PageHeader title="Send a test message" description="A short message from one of your domains, to check that mail gets through." />
      <div className="settings-grid">
        <section className="card card--padded" aria-labelledby="test-form-title">
          <h2 id="test-form-title" className="card__title">
            Test message
          </h2>
          <form className="settings-form" noValidate onSubmit={submit}>
            <FormField
              label="Domain"
              error={errors.domainId}
              hint={chosenDomain ? `Sent from test@${chosenDomain.domain}.` : 'The domain the message comes from.'}
            >
              {(control) => (
                <select {...control} className="input" value={values.domainId} onChange={changeHandler('domainId')}>
                  <option value="">{domains.isPending ? 'Loading domains…' : 'Select a domain'}</option>
                  {domainList.map((domain) => (
                    <option key={domain._id} value={domain._id}>
                      {domain.domain}
                      {domain.can_send ? '' : ' (not ready to send)'}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            {domains.data && domainList.length === 0 && (
              <p className="field__hint">
                <Link to={accountPaths.addDomain}>Add a domain</Link> to send from first.
              </p>
            )}
            <InputField label="Recipient" error={errors.to} type="email" autoComplete="email" placeholder="you@example.com" value={values.to} onChange={changeHandler('to')} />
            <div className="form-actions">
              <button type="submit" className="button button--primary" disabled={send.isPending}>
                {send.isPending ? 'Sending…' : 'Send test message'}
              </button>
            </div>
          </form>
        </section>
        {sent && (
          <section className="card card--padded" aria-labelledby="test-sent-title">
            <h2 id="test-sent-title" className="card__title">
              Message queued
            </h2>
            <p className="card__subtitle">
              To {sent.recipients.join(', ')}. Its page shows each delivery attempt as it happens.
            </p>
            <div className="form-actions section-gap">
              <Link to={accountPaths.message(sent.id)} className="button button--primary">
                Follow the message
              </Link>
            </div>
          </section>
        )}
      </div>
    </>
  );
}
