import { SIMULATOR_MAILBOXES, type AccountSandbox, type SimulatorMailbox } from '@platform/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { CopyButton } from '../../components/CopyButton';
import { formatCount } from '../../lib/formatCount';
import { accountPaths } from '../accountPaths';
import { useLatestSandboxTest, useSendSandboxTest } from '../hooks';
import type { FirstRunStep } from './firstRunSteps';

/**
 * Step one of "Get sending": the account's sandbox From address, whom it may write to, and a
 * test message to a simulator mailbox of the user's choice (delivered@ first), with a link to its
 * timeline once sent.
 */
export function SandboxStep({ step, sandbox }: { step: FirstRunStep; sandbox: AccountSandbox }) {
  const send = useSendSandboxTest();
  const [mailbox, setMailbox] = useState<SimulatorMailbox>('delivered');
  const mailboxFieldId = useId();
  const latest = useLatestSandboxTest();
  return (
    <div className="checklist__body">
      <span className="checklist__title">{step.title}</span>
      <span className="checklist__description">{step.description}</span>
      <dl className="sandbox-facts">
        <div>
          <dt>From</dt>
          <dd>
            <code>{sandbox.from_address}</code>
            <CopyButton text={sandbox.from_address} label="Copy the sandbox address" />
          </dd>
        </div>
        <div>
          <dt>To</dt>
          <dd>
            {sandbox.allowed_recipients.join(', ')}, or the mailbox simulator at <code>@{sandbox.simulator_domain}</code>:{' '}
            {SIMULATOR_MAILBOXES.map((mailbox) => `${mailbox}@`).join(', ')}
          </dd>
        </div>
        <div>
          <dt>Limit</dt>
          <dd>{sandbox.daily_limit > 0 ? `${formatCount(sandbox.daily_limit)} messages a day; simulator mail is not counted` : 'None'}</dd>
        </div>
      </dl>
      <div className="checklist__actions">
        <label className="visually-hidden" htmlFor={mailboxFieldId}>
          Simulator mailbox
        </label>
        <select id={mailboxFieldId} className="input sandbox-mailbox" value={mailbox} onChange={(event) => setMailbox(event.target.value as SimulatorMailbox)}>
          {SIMULATOR_MAILBOXES.map((name) => (
            <option key={name} value={name}>
              {name}@
            </option>
          ))}
        </select>
        <button type="button" className="button button--primary button--small" disabled={latest.isPending} onClick={() => send.mutate({ sandbox, mailbox })}>
          Send a test to the simulator
        </button>
        {latest.accepted && (
          <Link to={accountPaths.message(latest.accepted.id)} className="button button--small">
            See the test to {latest.accepted.mailbox}@ on its timeline
          </Link>
        )}
      </div>
    </div>
  );
}
