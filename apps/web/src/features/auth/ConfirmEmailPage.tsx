import { CUSTOMER_MESSAGES } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { confirmEmail } from './api';

/**
 * Where the sign-up e-mail's link leads (/confirm-email?token=...): it confirms the address at
 * once. A query rather than a mutation, so the one-use token is posted once even when React
 * mounts the page twice (StrictMode) or the reader comes back to the tab.
 */
export function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const confirmation = useQuery({
    queryKey: ['confirm-email', token],
    queryFn: () => confirmEmail({ token }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });

  const isInvalid = token === '' || confirmation.isError;
  return (
    <main className="auth-card" aria-live="polite">
      <h1 className="auth-card__title">Confirm your e-mail address</h1>
      {!isInvalid && confirmation.isPending && <p className="auth-card__description">Confirming…</p>}
      {confirmation.isSuccess && <p className="auth-card__description">{confirmation.data.message || CUSTOMER_MESSAGES.emailConfirmed}</p>}
      {isInvalid && (
        <p className="auth-card__description" role="alert">
          {CUSTOMER_MESSAGES.invalidConfirmationLink}
        </p>
      )}
      {(confirmation.isSuccess || isInvalid) && (
        <div className="auth-card__footer">
          {confirmation.isSuccess ? (
            <Link to="/account" className="button button--primary button--block">
              Go to your account
            </Link>
          ) : (
            <span>
              Logged in? Your account page can send a new link. <Link to="/login">Log in</Link>
            </span>
          )}
        </div>
      )}
    </main>
  );
}
