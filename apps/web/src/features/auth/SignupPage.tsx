import type { SignupRequest } from '@platform/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { InputField } from '../../components/InputField';
import { emailFieldError, requireFields, type FieldErrors } from '../../lib/formValidation';
import { notifyError, notifySuccess } from '../../lib/notices';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';
import { signUp } from './api';
import { AuthCard } from './AuthCard';

const EMPTY_SIGNUP: SignupRequest = { firstName: '', lastName: '', email: '', password: '' };

/** What the server says once the account exists, should its answer carry no text. */
const CHECK_EMAIL_TEXT = 'Check your e-mail to finish signing up.';

/** Creates an account; the visitor then follows the link mailed to them to confirm the address. */
export function SignupPage() {
  const { values, changeHandler } = useFormValues({ ...EMPTY_SIGNUP });
  const { errors, reportFieldErrors } = useFieldErrors<keyof SignupRequest>();
  const [signedUp, setSignedUp] = useState<{ email: string; message: string } | null>(null);
  const signup = useMutation({
    mutationFn: signUp,
    onSuccess: ({ message }, { email }) => {
      notifySuccess('Account created');
      setSignedUp({ email, message: message || CHECK_EMAIL_TEXT });
    },
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

  if (signedUp) {
    return (
      <main className="auth-card">
        <h1 className="auth-card__title">Account created</h1>
        <p className="auth-card__description">{signedUp.message}</p>
        <p className="auth-card__description">
          We sent a confirmation link to <strong>{signedUp.email}</strong>. You can log in now and set up your domains; sending
          starts once the address is confirmed.
        </p>
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
