import { useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { Suspense, useEffect, useId, useState } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router-dom';
import { ScreenLoading } from '../components/ScreenLoading';
import { SignedInFrame } from '../components/SignedInFrame';
import { subscribeToCustomerSessionEnd } from '../lib/customerSession';
import './account.css';
import { AccountSidebar } from './AccountSidebar';
import { AccountTopBar } from './AccountTopBar';
import { useLogout, useProfile } from './hooks';
import { SendingStateBanner } from './SendingStateBanner';

const LOGIN_PATH = '/login';

/**
 * Frame of the customer area: sidebar, top bar, the account's sending state, the screen. The
 * session is an HttpOnly cookie, so "logged in" is whatever GET /api/v1/account answers: without
 * a session (401, now or on any later call) the visitor goes to /login.
 */
export function AccountLayout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const logout = useLogout();
  const sidebarId = useId();
  const [isSidebarOpen, setSidebarOpen] = useState(false);
  const closeSidebar = () => setSidebarOpen(false);

  useEffect(
    () =>
      subscribeToCustomerSessionEnd(() => {
        navigate(LOGIN_PATH, { replace: true });
        // Cached figures belong to the session that fetched them.
        queryClient.clear();
      }),
    [navigate, queryClient],
  );

  if (profile.isPending) return <ScreenLoading />;
  if (profile.isError) {
    if (isAxiosError(profile.error) && profile.error.response?.status === 401) return <Navigate to={LOGIN_PATH} replace />;
    return (
      <div className="centre-message" role="alert">
        <p>Your account could not be loaded.</p>
        <button type="button" className="button section-gap" onClick={() => profile.refetch()}>
          Try again
        </button>
      </div>
    );
  }

  const logOut = () =>
    logout.mutate(undefined, {
      onSettled: () => {
        navigate(LOGIN_PATH, { replace: true });
        queryClient.clear();
      },
    });

  return (
    <SignedInFrame
      sidebar={<AccountSidebar id={sidebarId} isOpen={isSidebarOpen} onNavigate={closeSidebar} onLogout={logOut} isLoggingOut={logout.isPending} />}
      topBar={
        <AccountTopBar
          profile={profile.data}
          sidebarId={sidebarId}
          isSidebarOpen={isSidebarOpen}
          onToggleSidebar={() => setSidebarOpen((open) => !open)}
        />
      }
      isSidebarOpen={isSidebarOpen}
      onCloseSidebar={closeSidebar}
    >
      <SendingStateBanner profile={profile.data} />
      {/* Inside the frame, so sidebar and top bar stay while a screen's code loads. */}
      <Suspense fallback={<ScreenLoading />}>
        <Outlet />
      </Suspense>
    </SignedInFrame>
  );
}
