import { Link } from 'react-router-dom';
import { Icon, type IconName } from './Icon';

interface StatTileProps {
  label: string;
  /** The figure as shown; '-' while unknown. */
  value: string;
  icon: IconName;
  /** Makes the tile a link to the screen behind the figure. */
  to?: string;
}

/** A labelled figure with an icon: the dashboard's counts, the reports' totals. */
export function StatTile({ label, value, icon, to }: StatTileProps) {
  const content = (
    <>
      <span className="count-tile__icon">
        <Icon name={icon} size={20} />
      </span>
      <span className="count-tile__label">{label}</span>
      <span className="count-tile__value">{value}</span>
    </>
  );
  return to ? (
    <Link to={to} className="count-tile">
      {content}
    </Link>
  ) : (
    <div className="count-tile">{content}</div>
  );
}

