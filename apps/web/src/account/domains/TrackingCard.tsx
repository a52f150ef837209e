import type { CustomerDomain, DomainTrackingSettings } from '@platform/contracts';
import { Toggle } from '../../components/Toggle';
import { useUpdateDomainTracking } from '../hooks';

const SWITCHES: { field: keyof DomainTrackingSettings; label: string; hint: string }[] = [
  { field: 'track_opens', label: 'Track opens', hint: 'A tiny image in HTML mail records when it is opened.' },
  { field: 'track_clicks', label: 'Track clicks', hint: 'Links in HTML mail pass through the tracking host, which records the click.' },
];

/** Open and click tracking of the domain's HTML mail, off until switched on; text parts are never changed. */
export function TrackingCard({ domain }: { domain: CustomerDomain }) {
  const update = useUpdateDomainTracking();
  return (
    <section className="card card--padded" aria-labelledby="tracking-title">
      <h2 id="tracking-title" className="card__title section-title">
        Tracking
      </h2>
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
    </section>
  );
}
