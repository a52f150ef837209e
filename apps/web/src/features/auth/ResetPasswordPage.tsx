import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { FormField } from '../../components/FormField';
import { emailFieldError, hasFieldErrors, requireFields, type FieldErrors } from '../../lib/formValidation';
import { notifyError, notifySuccess } from '../../lib/notices';
import { notifyRequestError } from '../../lib/requestErrorNotice';
import { useFormValues } from '../../lib/useFormValues';
import { confirmPasswordReset, requestPasswordReset } from './api';
import { AuthCard } from './AuthCard';

const BACK_TO_LOGIN = <Link to="/login">Back to log in</Link>;

/** Without ?token= it asks for the e-mail to send a reset link to; with one it sets the new password. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim();
  return token ? <NewPasswordForm token={token} /> : <ResetLinkRequestForm />;
}

function ResetLinkRequestForm() {
  const { values, changeHandler } = useFormValues({ email: '' });
  const [errors, setErrors] = useState<FieldErrors<'email'>>({});
  const requestLink = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: () => notifySuccess('Check your email for a reset link'),
    onError: (error) => notifyRequestError(error, 'Reset failed'),
  });

  const submit = () => {
    const fieldErrors = { email: emailFieldError(values.email) };
    setErrors(fieldErrors);
    if (!hasFieldErrors(fieldErrors)) requestLink.mutate({ email: values.email.trim() });
  };

  return (
    <AuthCard
      title="Reset password"
      description="We will e-mail you a link to choose a new password."
      submitLabel={requestLink.isPending ? 'Sending…' : 'Send reset link'}
      isSubmitting={requestLink.isPending}
      onSubmit={submit}
      footer={BACK_TO_LOGIN}
    >
      <FormField label="Email" error={errors.email}>
        {(control) => (
          <input {...control} className="input" type="email" autoComplete="email" autoFocus value={values.email} onChange={changeHandler('email')} />
        )}
      </FormField>
    </AuthCard>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const { values, changeHandler } = useFormValues({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<'password' | 'confirmPassword'>>({});
  const confirmReset = useMutation({
    mutationFn: (password: string) => confirmPasswordReset({ token, password }),
    onSuccess: () => {
      notifySuccess('Password reset');
      navigate('/login');
    },
    onError: (error) => notifyRequestError(error, 'Reset failed'),
  });

  const submit = () => {
    const fieldErrors = requireFields(values, { password: 'New password', confirmPassword: 'Password confirmation' });
    setErrors(fieldErrors);
    if (hasFieldErrors(fieldErrors)) return;
    if (values.password !== values.confirmPassword) {
      notifyError('Passwords do not match');
      return;
    }
    confirmReset.mutate(values.password);
  };

  return (
    <AuthCard
      title="Choose a new password"
      submitLabel={confirmReset.isPending ? 'Saving…' : 'Reset password'}
      isSubmitting={confirmReset.isPending}
      onSubmit={submit}
      footer={BACK_TO_LOGIN}
    >
      <FormField label="New password" error={errors.password}>
        {(control) => (
          <input {...control} className="input" type="password" autoComplete="new-password" autoFocus value={values.password} onChange={changeHandler('password')} />
        )}
      </FormField>
      <FormField label="Confirm password" error={errors.confirmPassword}>
        {(control) => (
          <input
            {...control}
            className="input"
            type="password"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={changeHandler('confirmPassword')}
          />
        )}
      </FormField>
    </AuthCard>
  );
}
