import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../../components/Icon';
import { PageHeader } from '../../components/PageHeader';
import { adminPaths } from '../../lib/adminPaths';
import { useUserCount } from '../users/hooks';

interface CountTileProps {
  label: string;
  /** undefined while unknown: loading, failed, or not served by the API yet. */
  count: number | undefined;
  icon: IconName;
  to: string;
}

function CountTile({ label, count, icon, to }: CountTileProps) {
  return (
    <Link to={to} className="count-tile">
      <span className="count-tile__icon">
        <Icon name={icon} size={20} />
      </span>
      <span className="count-tile__label">{label}</span>
      <span className="count-tile__value">{count === undefined ? '-' : count.toLocaleString()}</span>
    </Link>
  );
}

/** The overview. Only the Users count is served so far; the other tiles fill in as their APIs arrive. */
export function DashboardPage() {
  const userCount = useUserCount();
  return (
    <>
      <PageHeader title="Dashboard" description="An overview of your sending platform." />
      <section className="tile-grid" aria-label="Counts">
        <CountTile label="Users" count={userCount.data} icon="users" to={adminPaths.users} />
        <CountTile label="Domains" count={undefined} icon="domains" to={adminPaths.domains} />
        <CountTile label="SMTP Accounts" count={undefined} icon="smtp" to={adminPaths.smtp} />
        <CountTile label="Agents" count={undefined} icon="agents" to={adminPaths.agents} />
      </section>
    </>
  );
}
