import type { SmtpSettings } from '@platform/contracts';
import { SMTP_SETTINGS_DEFAULTS } from '@platform/contracts';
import { useState } from 'react';
import { CheckboxField } from '../../components/CheckboxField';
import { InputField } from '../../components/InputField';
import { serverMessageOf } from '../../lib/requestErrorNotice';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';
import { useSaveSmtpSettings, useSmtpSettings } from './hooks';
import { smtpSettingsToFormValues, toUpdateSmtpSettingsRequest, validateSmtpSettingsForm, type SmtpSettingsFormValues } from './smtpSettingsForm';
import { TitledCard } from '../../components/TitledCard';
import { Link } from 'react-router-dom';
import { adminPaths } from '../../lib/adminPaths';

/** The server the platform sends its own mail through (confirmation and password reset links, notices). */
export function SmtpSettingsCard() {
  const settings = useSmtpSettings();
  return (
    <TitledCard
      title="SMTP Settings"
      subtitle={
        <>
          The server the platform sends its own e-mail through: sign-up confirmations, password reset links, notices. While
          none is set, that mail is kept in the console <Link to={adminPaths.mailbox}>Mailbox</Link>; a server saved here
          overrides it.
        </>
      }
    >
      {settings.isPending ? (
        <p className="muted settings-form">Loading…</p>
      ) : (
        // Loading fails silently; the form then starts from the defaults.
        <SmtpSettingsForm key={settings.dataUpdatedAt} settings={settings.data} />
      )}
    </TitledCard>
  );
}

function SmtpSettingsForm({ settings }: { settings: SmtpSettings | undefined }) {
  const { values, changeHandler } = useFormValues(smtpSettingsToFormValues(settings));
  const [secure, setSecure] = useState<boolean>(settings?.secure ?? SMTP_SETTINGS_DEFAULTS.secure);
  const { errors, reportFieldErrors } = useFieldErrors<keyof SmtpSettingsFormValues>();
  const save = useSaveSmtpSettings();

  const submit = () => {
    if (reportFieldErrors(validateSmtpSettingsForm(values))) save.mutate(toUpdateSmtpSettingsRequest(values, secure));
  };

  return (
    <form
      className="settings-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="form-grid">
        <InputField label="Host" error={errors.host} autoComplete="off" value={values.host} onChange={changeHandler('host')} />
        <InputField label="Port" error={errors.port} type="number" min={1} max={65535} value={values.port} onChange={changeHandler('port')} />
      </div>
      <CheckboxField label="Use TLS/SSL" checked={secure} onChange={setSecure} />
      <div className="form-grid">
        <InputField
          label="Username"
          error={errors.username}
          hint="Sent only over TLS (STARTTLS, or Use TLS/SSL on port 465)."
          autoComplete="off"
          value={values.username}
          onChange={changeHandler('username')}
        />
        <InputField
          label="Password"
          error={errors.password}
          hint={settings?.has_password ? 'A password is set; leave empty to keep it.' : undefined}
          type="password"
          autoComplete="new-password"
          placeholder={settings?.has_password ? '••••••••' : undefined}
          value={values.password}
          onChange={changeHandler('password')}
        />
      </div>
      <InputField label="From Address" error={errors.from} placeholder="Platform <no-reply@example.com>" value={values.from} onChange={changeHandler('from')} />
      {save.isError && (
        <p role="alert" className="field__error">
          Not saved: {serverMessageOf(save.error) ?? 'the server did not answer; try again.'}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
