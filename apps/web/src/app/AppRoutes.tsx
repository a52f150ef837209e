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
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { ComingSoonPage } from '../features/placeholders/ComingSoonPage';
import { UsersPage } from '../features/users/UsersPage';
import { adminPaths } from '../lib/adminPaths';
import { AdminShell } from './AdminShell';
import { COMING_SOON_SECTIONS } from './adminSections';
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
            {COMING_SOON_SECTIONS.flatMap((section) =>
              (section.addPath ? [section.path, section.addPath] : [section.path]).map((path) => (
                <Route key={path} path={path} element={<ComingSoonPage title={section.title} />} />
              )),
            )}
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
