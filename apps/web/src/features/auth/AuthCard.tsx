import type { FormEvent, ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  description?: string;
  submitLabel: string;
  isSubmitting: boolean;
  onSubmit: () => void;
  /** The form's fields. */
  children: ReactNode;
  /** Links beneath the form. */
  footer?: ReactNode;
}

/** The card every sign-in, sign-up and reset form sits in. */
export function AuthCard({ title, description, submitLabel, isSubmitting, onSubmit, children, footer }: AuthCardProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <main className="auth-card">
      <h1 className="auth-card__title">{title}</h1>
      {description && <p className="auth-card__description">{description}</p>}
      <form className="auth-card__form" noValidate onSubmit={submit}>
        {children}
        <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>
          {submitLabel}
        </button>
      </form>
      {footer && <div className="auth-card__footer">{footer}</div>}
    </main>
  );
}
