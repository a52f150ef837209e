import type { SignupRequest } from '@platform/contracts';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { InputField } from '../../components/InputField';
import { emailFieldError, requireFields, type FieldErrors } from '../../lib/formValidation';
import { notifyError, notifySuccess } from '../../lib/notices';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';
import { signUp } from './api';
import { AuthCard } from './AuthCard';

const EMPTY_SIGNUP: SignupRequest = { firstName: '', lastName: '', email: '', password: '' };

/**
 * Signs up. The server answers the same whether or not the address already had an account (it
 * tells that address by e-mail), so the page shows its answer, where the mail went (an inbox, or
 * the console mailbox while the platform has no mail transport), and the way on to the login; a
 * new account confirms its address from the link before it sends.
 */
export function SignupPage() {
  const { values, changeHandler } = useFormValues({ ...EMPTY_SIGNUP });
  const { errors, reportFieldErrors } = useFieldErrors<keyof SignupRequest>();
  const signup = useMutation({
    mutationFn: signUp,
    onSuccess: () => notifySuccess('Account created'),
    // SPEC section 8: a failed signup names no reason.
    onError: () => notifyError('Signup failed'),
  });

  const submit = () => {
    const fieldErrors: FieldErrors<keyof SignupRequest> = {
      email: emailFieldError(values.email),
      ...requireFields(values, { firstName: 'First name', lastName: 'Last name', password: 'Password' }),
    };
    if (!reportFieldErrors(fieldErrors)) return;
    signup.mutate({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      password: values.password,
    });
  };

  if (signup.isSuccess) {
    const keptInConsole = signup.data.mail_route === 'console_mailbox';
    return (
      <main className="auth-card">
        <h1 className="auth-card__title">{keptInConsole ? 'Ask an administrator' : 'Check your e-mail'}</h1>
        <p className="auth-card__description">{signup.data.message}</p>
        {keptInConsole ? (
          <p className="auth-card__description">
            No message was sent to <strong>{signup.variables.email}</strong>. An administrator can open the link from the console
            mailbox, or confirm your address from the users screen. You can log in and set up your domains meanwhile; sending
            starts once the address is confirmed.
          </p>
        ) : (
          <p className="auth-card__description">
            We sent a message to <strong>{signup.variables.email}</strong>. Follow its link to confirm the address: you can log
            in and set up your domains meanwhile, and sending starts once it is confirmed.
          </p>
        )}
        <div className="auth-card__footer">
          <Link to="/login" className="button button--primary button--block">
            Log in
          </Link>
        </div>
      </main>
    );
  }

  return (
    <AuthCard
      title="Sign up"
      description="Create an account to start sending."
      submitLabel={signup.isPending ? 'Creating account…' : 'Sign up'}
      isSubmitting={signup.isPending}
      onSubmit={submit}
      footer={
        <span>
          Already have an account? <Link to="/login">Log in</Link>
        </span>
      }
    >
      <div className="form-grid">
        <InputField label="First name" error={errors.firstName} autoComplete="given-name" autoFocus value={values.firstName} onChange={changeHandler('firstName')} />
        <InputField label="Last name" error={errors.lastName} autoComplete="family-name" value={values.lastName} onChange={changeHandler('lastName')} />
      </div>
      <InputField label="Email" error={errors.email} type="email" autoComplete="email" value={values.email} onChange={changeHandler('email')} />
      <InputField label="Password" error={errors.password} type="password" autoComplete="new-password" value={values.password} onChange={changeHandler('password')} />
    </AuthCard>
  );
}
