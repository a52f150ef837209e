import type { SignupRequest } from '@platform/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { InputField } from '../../components/InputField';
import { emailFieldError, requireFields, type FieldErrors } from '../../lib/formValidation';
import { notifyError, notifySuccess } from '../../lib/notices';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';
import { GeneratedSecretDialog } from '../users/GeneratedSecretDialog';
import { signUp } from './api';
import { AuthCard } from './AuthCard';

const EMPTY_SIGNUP: SignupRequest = { firstName: '', lastName: '', email: '', password: '' };

/** Creates an account and shows its API key once; closing that goes on to the login screen. */
export function SignupPage() {
  const navigate = useNavigate();
  const { values, changeHandler } = useFormValues({ ...EMPTY_SIGNUP });
  const { errors, reportFieldErrors } = useFieldErrors<keyof SignupRequest>();
  const [apiKey, setApiKey] = useState<string | null>(null);
  const signup = useMutation({
    mutationFn: signUp,
    onSuccess: ({ api_key }) => {
      notifySuccess('Account created');
      setApiKey(api_key);
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

  return (
    <>
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
      {apiKey && <GeneratedSecretDialog title="Account created" label="API key (copy now):" secret={apiKey} onClose={() => navigate('/login')} />}
    </>
  );
}
