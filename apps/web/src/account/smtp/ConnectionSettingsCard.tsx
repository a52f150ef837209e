import type { SmtpConnectionSettings } from '@platform/contracts';
import { CopyButton } from '../../components/CopyButton';
import { DetailList, type DetailRow } from '../../components/DetailList';
import { TitledCard } from '../../components/TitledCard';

function connectionRows(connection: SmtpConnectionSettings): DetailRow[] {
  return [
    [
      'Server',
      <span key="host" className="copyable">
        <span className="mono">{connection.host}</span>
        <CopyButton text={connection.host} label="Copy server name" />
      </span>,
    ],
    ['Port', <span key="port" className="mono">{connection.port}</span>],
    ['Security', connection.security === 'starttls' ? 'STARTTLS (required before logging in)' : connection.security],
    ['Authentication', connection.auth_methods.join(' or ')],
    ['User name', 'The credential’s address'],
    ['Password', 'Shown once, when the credential is created or its password rotated'],
  ];
}

/** What a mail client or app needs to send through the platform's SMTP service. */
export function ConnectionSettingsCard({ connection }: { connection: SmtpConnectionSettings | undefined }) {
  return (
    <TitledCard title="Connection settings" className="section-gap">
      <p className="card__subtitle section-title">Enter these in your mail client or app, with a credential below.</p>
      {connection ? <DetailList rows={connectionRows(connection)} /> : <p className="muted">-</p>}
    </TitledCard>
  );
}
