import { useNavigate } from 'react-router-dom';
import { Icon } from '../components/Icon';
import { NameBadge } from '../components/NameBadge';
import { SidebarMenuButton } from '../components/SidebarMenuButton';
import { adminPaths } from '../lib/adminPaths';
import { userFullName } from '../features/users/labels';
import { useFirstAdmin } from '../features/users/hooks';
import { TopBarSearch } from './TopBarSearch';

interface AdminTopBarProps {
  sidebarId: string;
  isSidebarOpen: boolean;
  onToggleSidebar: () => void;
}

/** Search, settings and the admin: SPEC section 2 names the first admin account, whoever holds the token. */
export function AdminTopBar({ sidebarId, isSidebarOpen, onToggleSidebar }: AdminTopBarProps) {
  const navigate = useNavigate();
  const firstAdmin = useFirstAdmin();
  const adminName = (firstAdmin.data && (userFullName(firstAdmin.data) || firstAdmin.data.email)) || 'Admin';

  return (
    <header className="top-bar">
      <SidebarMenuButton sidebarId={sidebarId} isSidebarOpen={isSidebarOpen} onToggleSidebar={onToggleSidebar} />
      <TopBarSearch />
      <div className="top-bar__end">
        <button type="button" className="icon-button" aria-label="Settings" onClick={() => navigate(adminPaths.settings)}>
          <Icon name="settings" size={20} />
        </button>
        <NameBadge name={adminName} />
      </div>
    </header>
  );
}
