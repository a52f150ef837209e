import { ADMIN_BASE_PATH } from '@platform/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ScreenLoading } from '../components/ScreenLoading';
// Not lazy: the SSO link only exchanges the token and moves on; loading a chunk first would only delay it.
import { AdminSsoPage } from '../features/auth/AdminSsoPage';
import { useAdminToken } from '../features/auth/useAdminToken';
import { adminPaths } from '../lib/adminPaths';
import { ACCOUNT_BASE_PATH, AccountRoutes } from './accountScreens';
import { lazyScreen } from './lazyScreen';
import { PublicLayout } from './PublicLayout';

// The admin shell and the customer area load on demand too, so a visitor's /login fetches neither.
const AdminShell = lazyScreen(() => import('./AdminShell'), 'AdminShell');
const ConfirmEmailPage = lazyScreen(() => import('../features/auth/ConfirmEmailPage'), 'ConfirmEmailPage');
const AdminLoginPage = lazyScreen(() => import('../features/auth/AdminLoginPage'), 'AdminLoginPage');
const LoginPage = lazyScreen(() => import('../features/auth/LoginPage'), 'LoginPage');
const ResetPasswordPage = lazyScreen(() => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage');
const SignupPage = lazyScreen(() => import('../features/auth/SignupPage'), 'SignupPage');
const AgentsPage = lazyScreen(() => import('../features/agents/AgentsPage'), 'AgentsPage');
const DashboardPage = lazyScreen(() => import('../features/dashboard/DashboardPage'), 'DashboardPage');
const DomainsPage = lazyScreen(() => import('../features/domains/DomainsPage'), 'DomainsPage');
const IpsPage = lazyScreen(() => import('../features/ips/IpsPage'), 'IpsPage');
const HeldMessagesPage = lazyScreen(() => import('../features/held-messages/HeldMessagesPage'), 'HeldMessagesPage');
const TrafficShapingPage = lazyScreen(() => import('../features/traffic-shaping/TrafficShapingPage'), 'TrafficShapingPage');
const MailboxPage = lazyScreen(() => import('../features/mailbox/MailboxPage'), 'MailboxPage');
const ListedUsersPage = lazyScreen(() => import('../features/listed-users/ListedUsersPage'), 'ListedUsersPage');
const RelaysPage = lazyScreen(() => import('../features/relays/RelaysPage'), 'RelaysPage');
const ReportsPage = lazyScreen(() => import('../features/reports/ReportsPage'), 'ReportsPage');
const ReviewQueuePage = lazyScreen(() => import('../features/reputation/ReviewQueuePage'), 'ReviewQueuePage');
const RestorePage = lazyScreen(() => import('../features/restore/RestorePage'), 'RestorePage');
const SettingsPage = lazyScreen(() => import('../features/settings/SettingsPage'), 'SettingsPage');
const SmtpAccountsPage = lazyScreen(() => import('../features/smtp-accounts/SmtpAccountsPage'), 'SmtpAccountsPage');
const UserPlansPage = lazyScreen(() => import('../features/user-plans/UserPlansPage'), 'UserPlansPage');
const UsersPage = lazyScreen(() => import('../features/users/UsersPage'), 'UsersPage');

/**
 * The routes of SPEC section 2, and the customer area (/account, which sends visitors without a
 * session to /login itself). The console's screens exist only while an admin token is held.
 */
export function AppRoutes() {
  const adminToken = useAdminToken();
  const queryClient = useQueryClient();

  // Cached admin data belongs to the session that fetched it: dropped when that session ends.
  // Not at the first render, where the cache holds only what this visit started on its way (the
  // customer's account, see preloadAccountArea).
  const previousAdminToken = useRef(adminToken);
  useEffect(() => {
    if (previousAdminToken.current && !adminToken) queryClient.clear();
    previousAdminToken.current = adminToken;
  }, [adminToken, queryClient]);

  return (
    <Routes>
      {adminToken ? (
        <Route path={ADMIN_BASE_PATH}>
          <Route path={adminPaths.login} element={<Navigate to={adminPaths.dashboard} replace />} />
          <Route
            element={
              <Suspense fallback={<ScreenLoading />}>
                <AdminShell />
              </Suspense>
            }
          >
            <Route index element={<DashboardPage />} />
            <Route path={adminPaths.users} element={<UsersPage />} />
            <Route path={adminPaths.addUser} element={<UsersPage isAddingUser />} />
            <Route path={adminPaths.reports} element={<ReportsPage />} />
            <Route path={adminPaths.restore} element={<RestorePage />} />
            <Route path={adminPaths.settings} element={<SettingsPage />} />
            <Route path={adminPaths.mailbox} element={<MailboxPage />} />
            <Route path={adminPaths.heldMessages} element={<HeldMessagesPage />} />
            <Route path={adminPaths.trafficShaping} element={<TrafficShapingPage />} />
            <Route path={adminPaths.reviewQueue} element={<ReviewQueuePage />} />
            <Route path={adminPaths.userPlans} element={<UserPlansPage />} />
            <Route path={adminPaths.addUserPlan} element={<UserPlansPage isAdding />} />
            <Route path={adminPaths.listedUsers} element={<ListedUsersPage />} />
            <Route path={adminPaths.domains} element={<DomainsPage />} />
            <Route path={adminPaths.addDomain} element={<DomainsPage isAdding />} />
            <Route path={adminPaths.relays} element={<RelaysPage />} />
            <Route path={adminPaths.addRelay} element={<RelaysPage isAdding />} />
            <Route path={adminPaths.smtp} element={<SmtpAccountsPage />} />
            <Route path={adminPaths.addSmtp} element={<SmtpAccountsPage isAdding />} />
            <Route path={adminPaths.agents} element={<AgentsPage />} />
            <Route path={adminPaths.addAgent} element={<AgentsPage isAdding />} />
            <Route path={adminPaths.ips} element={<IpsPage />} />
            <Route path="*" element={<Navigate to={adminPaths.dashboard} replace />} />
          </Route>
        </Route>
      ) : (
        <Route path={ADMIN_BASE_PATH} element={<PublicLayout />}>
          <Route path={adminPaths.login} element={<AdminLoginPage />} />
          {/* A splat does not match the bare /myproadmin, hence the index route too. */}
          <Route index element={<Navigate to={adminPaths.login} replace />} />
          <Route path="*" element={<Navigate to={adminPaths.login} replace />} />
        </Route>
      )}
      <Route element={<PublicLayout />}>
        {/*
          One route whether or not a session is held: the exchange stores a session, and a page
          declared in each branch would be mounted afresh there and exchange the token again.
        */}
        <Route path={adminPaths.sso} element={<AdminSsoPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/signup" element={<SignupPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/confirm-email" element={<ConfirmEmailPage />} />
      </Route>
      <Route
        path={`${ACCOUNT_BASE_PATH}/*`}
        element={
          <Suspense fallback={<ScreenLoading />}>
            <AccountRoutes />
          </Suspense>
        }
      />
      <Route path="*" element={<Navigate to="/login" replace />} />
    </Routes>
  );
}
