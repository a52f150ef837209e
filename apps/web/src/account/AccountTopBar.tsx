import type { CustomerProfile } from '@platform/contracts';
import { NameBadge } from '../components/NameBadge';
import { SidebarMenuButton } from '../components/SidebarMenuButton';
import { userFullName } from '../features/users/labels';

interface AccountTopBarProps {
  profile: CustomerProfile;
  sidebarId: string;
  isSidebarOpen: boolean;
  onToggleSidebar: () => void;
}

/** The menu toggle of small screens, the account's plan and its owner. */
export function AccountTopBar({ profile, sidebarId, isSidebarOpen, onToggleSidebar }: AccountTopBarProps) {
  return (
    <header className="top-bar">
      <SidebarMenuButton sidebarId={sidebarId} isSidebarOpen={isSidebarOpen} onToggleSidebar={onToggleSidebar} />
      {/* Cut short beside a long name: the whole plan shows on hover. */}
      <div className="account-top-bar__plan" title={profile.plan ? `Plan: ${profile.plan.name || profile.plan.plan_code}` : undefined}>
        {profile.plan ? (
          <span className="muted">
            Plan: <strong className="account-top-bar__plan-name">{profile.plan.name || profile.plan.plan_code}</strong>
          </span>
        ) : (
          <span className="muted">No plan yet</span>
        )}
      </div>
      <div className="top-bar__end">
        <NameBadge name={userFullName(profile) || profile.email} />
      </div>
    </header>
  );
}
