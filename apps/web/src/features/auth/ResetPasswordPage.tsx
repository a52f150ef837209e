import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { InputField } from '../../components/InputField';
import { emailFieldError, requireFields } from '../../lib/formValidation';
import { notifyError, notifySuccess } from '../../lib/notices';
import { notifyRequestError } from '../../lib/requestErrorNotice';
import { useFieldErrors } from '../../lib/useFieldErrors';
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
  const { errors, reportFieldErrors } = useFieldErrors<'email'>();
  const requestLink = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: () => notifySuccess('Check your email for a reset link'),
    onError: (error) => notifyRequestError(error, 'Reset failed'),
  });

  const submit = () => {
    if (reportFieldErrors({ email: emailFieldError(values.email) })) requestLink.mutate({ email: values.email.trim() });
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
      <InputField label="Email" error={errors.email} type="email" autoComplete="email" autoFocus value={values.email} onChange={changeHandler('email')} />
    </AuthCard>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const { values, changeHandler } = useFormValues({ password: '', confirmPassword: '' });
  const { errors, reportFieldErrors } = useFieldErrors<'password' | 'confirmPassword'>();
  const confirmReset = useMutation({
    mutationFn: (password: string) => confirmPasswordReset({ token, password }),
    onSuccess: () => {
      notifySuccess('Password reset');
      navigate('/login');
    },
    onError: (error) => notifyRequestError(error, 'Reset failed'),
  });

  const submit = () => {
    if (!reportFieldErrors(requireFields(values, { password: 'New password', confirmPassword: 'Password confirmation' }))) return;
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
      <InputField label="New password" error={errors.password} type="password" autoComplete="new-password" autoFocus value={values.password} onChange={changeHandler('password')} />
      <InputField
        label="Confirm password"
        error={errors.confirmPassword}
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={changeHandler('confirmPassword')}
      />
    </AuthCard>
  );
}
