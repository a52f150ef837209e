import { NavLink, useLocation } from 'react-router-dom';
import { Icon } from '../components/Icon';
import { adminPaths } from '../lib/adminPaths';
import { SIDEBAR_SECTIONS, type AdminSection } from './adminSections';
import { ProductLogo } from './ProductLogo';

interface AdminSidebarProps {
  id: string;
  /** Drawer state on small screens; the sidebar is always shown on wide ones. */
  isOpen: boolean;
  onNavigate: () => void;
  onLogout: () => void;
}

function isSectionActive(section: AdminSection, pathname: string): boolean {
  return section.path === adminPaths.dashboard ? pathname === section.path : pathname.startsWith(section.path);
}

export function AdminSidebar({ id, isOpen, onNavigate, onLogout }: AdminSidebarProps) {
  const { pathname } = useLocation();
  return (
    <aside id={id} className={`sidebar${isOpen ? ' sidebar--open' : ''}`}>
      <div className="sidebar__brand">
        <ProductLogo />
      </div>
      <nav className="sidebar__nav" aria-label="Main">
        <ul>
          {SIDEBAR_SECTIONS.map((section) => (
            <li key={section.path}>
              <NavLink to={section.path} end={section.path === adminPaths.dashboard} className="sidebar__link" onClick={onNavigate}>
                <Icon name={section.icon} />
                {section.title}
              </NavLink>
              {section.addPath && section.sidebarAddLabel && isSectionActive(section, pathname) && (
                <NavLink to={section.addPath} className="sidebar__link sidebar__link--sub" onClick={onNavigate}>
                  <Icon name="plus" size={14} />
                  {section.sidebarAddLabel}
                </NavLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <button type="button" className="sidebar__link sidebar__logout" onClick={onLogout}>
        <Icon name="logout" />
        Logout
      </button>
    </aside>
  );
}
