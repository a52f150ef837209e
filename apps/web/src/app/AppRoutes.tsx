import { ADMIN_BASE_PATH } from '@platform/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminLoginPage } from '../features/auth/AdminLoginPage';
import { AdminSsoPage } from '../features/auth/AdminSsoPage';
import { LoginPage } from '../features/auth/LoginPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { SignupPage } from '../features/auth/SignupPage';
import { useAdminToken } from '../features/auth/useAdminToken';
import { AgentsPage } from '../features/agents/AgentsPage';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { DomainsPage } from '../features/domains/DomainsPage';
import { IpsPage } from '../features/ips/IpsPage';
import { ListedUsersPage } from '../features/listed-users/ListedUsersPage';
import { RelaysPage } from '../features/relays/RelaysPage';
import { ReportsPage } from '../features/reports/ReportsPage';
import { RestorePage } from '../features/restore/RestorePage';
import { SettingsPage } from '../features/settings/SettingsPage';
import { SmtpAccountsPage } from '../features/smtp-accounts/SmtpAccountsPage';
import { UserPlansPage } from '../features/user-plans/UserPlansPage';
import { UsersPage } from '../features/users/UsersPage';
import { adminPaths } from '../lib/adminPaths';
import { AdminShell } from './AdminShell';
import { PublicLayout } from './PublicLayout';

/** The routes of SPEC section 2. The console's screens exist only while an admin token is held. */
export function AppRoutes() {
  const adminToken = useAdminToken();
  const queryClient = useQueryClient();

  // Cached admin data belongs to the session that fetched it.
  useEffect(() => {
    if (!adminToken) queryClient.clear();
  }, [adminToken, queryClient]);

  return (
    <Routes>
      {adminToken ? (
        <Route path={ADMIN_BASE_PATH}>
          <Route path={adminPaths.login} element={<Navigate to={adminPaths.dashboard} replace />} />
          <Route path={adminPaths.sso} element={<AdminSsoPage />} />
          <Route element={<AdminShell />}>
            <Route index element={<DashboardPage />} />
            <Route path={adminPaths.users} element={<UsersPage />} />
            <Route path={adminPaths.addUser} element={<UsersPage isAddingUser />} />
            <Route path={adminPaths.reports} element={<ReportsPage />} />
            <Route path={adminPaths.restore} element={<RestorePage />} />
            <Route path={adminPaths.settings} element={<SettingsPage />} />
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
          <Route path={adminPaths.sso} element={<AdminSsoPage />} />
          {/* A splat does not match the bare /myproadmin, hence the index route too. */}
          <Route index element={<Navigate to={adminPaths.login} replace />} />
          <Route path="*" element={<Navigate to={adminPaths.login} replace />} />
        </Route>
      )}
      <Route element={<PublicLayout />}>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/signup" element={<SignupPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
      </Route>
      <Route path="*" element={<Navigate to="/login" replace />} />
    </Routes>
  );
}
