import { NavLink } from 'react-router-dom';
import { ProductLogo } from '../app/ProductLogo';
import { Icon } from '../components/Icon';
import { accountPaths } from './accountPaths';
import { ACCOUNT_SECTIONS } from './accountSections';

interface AccountSidebarProps {
  id: string;
  /** Drawer state on small screens; the sidebar is always shown on wide ones. */
  isOpen: boolean;
  onNavigate: () => void;
  onLogout: () => void;
  isLoggingOut: boolean;
}

/** The customer area's navigation; it wears the admin sidebar's styles. */
export function AccountSidebar({ id, isOpen, onNavigate, onLogout, isLoggingOut }: AccountSidebarProps) {
  return (
    <aside id={id} className={`sidebar${isOpen ? ' sidebar--open' : ''}`}>
      <div className="sidebar__brand">
        <ProductLogo />
      </div>
      <nav className="sidebar__nav" aria-label="Account">
        <ul>
          {ACCOUNT_SECTIONS.map((section) => (
            <li key={section.path}>
              <NavLink to={section.path} end={section.path === accountPaths.overview} className="sidebar__link" onClick={onNavigate}>
                <Icon name={section.icon} />
                {section.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <button type="button" className="sidebar__link sidebar__logout" disabled={isLoggingOut} onClick={onLogout}>
        <Icon name="logout" />
        Logout
      </button>
    </aside>
  );
}
