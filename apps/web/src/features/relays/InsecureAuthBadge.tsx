import { Icon } from '../../components/Icon';

/** Marks a relay that may be sent its SMTP user and password unencrypted (allow_insecure_auth). */
export function InsecureAuthBadge() {
  return (
    <span className="badge badge--warning" title="Credentials may be sent without TLS to this relay">
      <Icon name="warning" size={12} />
      Plain-text auth
    </span>
  );
}
