import { Suspense, useId, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { ScreenLoading } from '../components/ScreenLoading';
import { SignedInFrame } from '../components/SignedInFrame';
import { logOutAdmin } from '../features/auth/api';
import { AdminSidebar } from './AdminSidebar';
import { AdminTopBar } from './AdminTopBar';

/** Frame of every signed-in console screen: sidebar (a drawer on narrow screens), top bar, content. */
export function AdminShell() {
  const sidebarId = useId();
  const [isSidebarOpen, setSidebarOpen] = useState(false);
  const closeSidebar = () => setSidebarOpen(false);

  return (
    <SignedInFrame
      sidebar={<AdminSidebar id={sidebarId} isOpen={isSidebarOpen} onNavigate={closeSidebar} onLogout={() => void logOutAdmin()} />}
      topBar={<AdminTopBar sidebarId={sidebarId} isSidebarOpen={isSidebarOpen} onToggleSidebar={() => setSidebarOpen((open) => !open)} />}
      isSidebarOpen={isSidebarOpen}
      onCloseSidebar={closeSidebar}
    >
      {/* Inside the frame, so sidebar and top bar stay while a screen's code loads. */}
      <Suspense fallback={<ScreenLoading />}>
        <Outlet />
      </Suspense>
    </SignedInFrame>
  );
}
