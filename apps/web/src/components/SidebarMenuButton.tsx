import { Icon } from './Icon';

interface SidebarMenuButtonProps {
  sidebarId: string;
  isSidebarOpen: boolean;
  onToggleSidebar: () => void;
}

/** The top bar's menu toggle: shown on narrow screens, where the sidebar is a drawer. */
export function SidebarMenuButton({ sidebarId, isSidebarOpen, onToggleSidebar }: SidebarMenuButtonProps) {
  return (
    <button
      type="button"
      className="icon-button top-bar__menu"
      aria-label={isSidebarOpen ? 'Close menu' : 'Open menu'}
      aria-expanded={isSidebarOpen}
      aria-controls={sidebarId}
      onClick={onToggleSidebar}
    >
      <Icon name="menu" size={20} />
    </button>
  );
}
