import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { adminPaths } from '../../lib/adminPaths';
import { useAdminSessionExchange } from './useAdminSessionExchange';

/**
 * Single sign-on link: /myproadmin/sso?token=... exchanges the admin token for a console
 * session and opens the console; a refused token, or none, goes to the login screen.
 */
export function AdminSsoPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const exchange = useAdminSessionExchange({ onRefused: () => navigate(adminPaths.login, { replace: true }) });
  // One exchange per visit, although effects may run twice (React's StrictMode in development).
  const exchangeStarted = useRef(false);

  useEffect(() => {
    if (exchangeStarted.current) return;
    exchangeStarted.current = true;
    if (token) exchange.mutate(token);
    else navigate(adminPaths.login, { replace: true });
  }, [token, exchange, navigate]);

  return <p className="centre-message">Signing you in...</p>;
}
