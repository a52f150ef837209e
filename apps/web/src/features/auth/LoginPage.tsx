import type { AuthResponse } from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { InputField } from '../../components/InputField';
import { adminPaths } from '../../lib/adminPaths';
import { storeAdminToken } from '../../lib/adminToken';
import { emailFieldError, requireFields, type FieldErrors } from '../../lib/formValidation';
import { notifyError, notifySuccess } from '../../lib/notices';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';
import { logIn } from './api';
import { AuthCard } from './AuthCard';

type LoginField = 'email' | 'password';

/** Where a customer goes after logging in: the session cookie the answer set opens it. */
const ACCOUNT_PATH = '/account';

/**
 * Account holders' e-mail and password sign-in. Admins and support staff get an admin token
 * with the answer and go on into the console; everyone else goes to their account, where the
 * server set a session cookie.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { values, changeHandler } = useFormValues({ email: '', password: '' });
  const { errors, reportFieldErrors } = useFieldErrors<LoginField>();
  const login = useMutation({
    mutationFn: logIn,
    onSuccess: ({ admin_token }: AuthResponse) => {
      notifySuccess('Logged in');
      // Whatever an earlier visitor of this tab loaded belongs to their session.
      queryClient.clear();
      if (admin_token) {
        storeAdminToken(admin_token);
        navigate(adminPaths.dashboard, { replace: true });
      } else {
        navigate(ACCOUNT_PATH, { replace: true });
      }
    },
    // SPEC section 8: a failed login names no reason.
    onError: () => notifyError('Login failed'),
  });

  const submit = () => {
    const fieldErrors: FieldErrors<LoginField> = {
      email: emailFieldError(values.email),
      ...requireFields(values, { password: 'Password' }),
    };
    if (reportFieldErrors(fieldErrors)) login.mutate({ email: values.email.trim(), password: values.password });
  };

  return (
    <AuthCard
      title="Log in"
      description="Sign in to your sending account."
      submitLabel={login.isPending ? 'Signing in…' : 'Log in'}
      isSubmitting={login.isPending}
      onSubmit={submit}
      footer={
        <>
          <Link to="/reset-password">Forgot password</Link>
          <span>
            No account? <Link to="/signup">Sign up</Link>
          </span>
        </>
      }
    >
      <InputField label="Email" error={errors.email} type="email" autoComplete="email" autoFocus value={values.email} onChange={changeHandler('email')} />
      <InputField label="Password" error={errors.password} type="password" autoComplete="current-password" value={values.password} onChange={changeHandler('password')} />
    </AuthCard>
  );
}
