import { useMutation } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useNavigate } from 'react-router-dom';
import { adminPaths } from '../../lib/adminPaths';
import { storeAdminToken } from '../../lib/adminToken';
import { notifyError, notifySuccess } from '../../lib/notices';
import { notifyRequestError } from '../../lib/requestErrorNotice';
import { openAdminSession } from './api';

/**
 * Signs in with the installation's admin token, as the sign-in page and the sso link do: the
 * server answers a session token, which is kept and opens the dashboard ('Logged in'); a token
 * it refuses shows 'Invalid token' and keeps nothing. `onRefused` runs after any failure.
 */
export function useAdminSessionExchange({ onRefused }: { onRefused?: () => void } = {}) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: openAdminSession,
    onSuccess: (sessionToken) => {
      storeAdminToken(sessionToken);
      notifySuccess('Logged in');
      navigate(adminPaths.dashboard, { replace: true });
    },
    onError: (error) => {
      if (isAxiosError(error) && error.response?.status === 401) notifyError('Invalid token');
      else notifyRequestError(error, 'Login failed');
      onRefused?.();
    },
  });
}
