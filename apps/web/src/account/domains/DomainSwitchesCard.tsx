import type { CustomerDomain, UpdateCustomerDomainRequest } from '@platform/contracts';
import { Toggle } from '../../components/Toggle';
import { useUpdateDomainSettings } from '../hooks';
import { TitledCard } from '../../components/TitledCard';

type DomainSwitch = keyof Required<UpdateCustomerDomainRequest>;

const SWITCHES: { field: DomainSwitch; label: string; hint: string }[] = [
  { field: 'track_opens', label: 'Track opens', hint: 'A tiny image in HTML mail records when it is opened.' },
  { field: 'track_clicks', label: 'Track clicks', hint: 'Links in HTML mail pass through the tracking host, which records the click.' },
  {
    field: 'unsubscribe_headers',
    label: 'Unsubscribe headers',
    hint: 'Each message gets a one-click unsubscribe link and address (List-Unsubscribe); a message can still switch them with the unsubscribe field of the API or the X-Platform-Unsubscribe header.',
  },
];

/** The domain's switches an owner changes themselves: open and click tracking (off until switched on; text parts are never changed) and unsubscribe headers. */
export function DomainSwitchesCard({ domain }: { domain: CustomerDomain }) {
  const update = useUpdateDomainSettings();
  return (
    <TitledCard title="Tracking and unsubscribe" titleClassName="section-title">
      <ul className="tracking-switches">
        {SWITCHES.map(({ field, label, hint }) => (
          <li key={field} className="tracking-switch">
            <div>
              <span className="tracking-switch__label">{label}</span>
              <p className="field__hint">{hint}</p>
            </div>
            <Toggle
              label={label}
              checked={domain[field]}
              disabled={update.isPending}
              onChange={(checked) => update.mutate({ id: domain._id, changes: { [field]: checked } })}
            />
          </li>
        ))}
      </ul>
      <p className="field__hint section-gap">
        {domain.tracking_host_verified ? (
          <>
            Tracked links and images use <span className="mono">track.{domain.domain}</span>.
          </>
        ) : (
          <>
            Tracked links and images use the platform&apos;s host until the Tracking CNAME record of{' '}
            <span className="mono">track.{domain.domain}</span> is verified.
          </>
        )}
      </p>
    </TitledCard>
  );
}
