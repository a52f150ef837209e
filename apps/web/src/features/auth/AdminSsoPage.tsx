import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { adminPaths } from '../../lib/adminPaths';
import { storeAdminToken } from '../../lib/adminToken';

/**
 * Single sign-on link: /myproadmin/sso?token=... keeps the token and opens the console.
 * The token is not checked here; the first admin call does that, and a 401 ends the session.
 */
export function AdminSsoPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';

  useEffect(() => {
    if (token) storeAdminToken(token);
    navigate(token ? adminPaths.dashboard : adminPaths.login, { replace: true });
  }, [token, navigate]);

  return <p className="centre-message">Signing you in...</p>;
}
