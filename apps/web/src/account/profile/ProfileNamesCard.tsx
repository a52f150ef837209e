import type { CustomerProfile } from '@platform/contracts';
import type { FormEvent } from 'react';
import { InputField } from '../../components/InputField';
import { requireFields } from '../../lib/formValidation';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';
import { useUpdateProfile } from '../hooks';
import { TitledCard } from '../../components/TitledCard';

export function ProfileNamesCard({ profile }: { profile: CustomerProfile }) {
  const update = useUpdateProfile();
  const { values, changeHandler } = useFormValues({ firstName: profile.firstName, lastName: profile.lastName });
  const { errors, reportFieldErrors } = useFieldErrors<'firstName' | 'lastName'>();

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!reportFieldErrors(requireFields(values, { firstName: 'First name', lastName: 'Last name' })) || update.isPending) return;
    update.mutate({ firstName: values.firstName.trim(), lastName: values.lastName.trim() });
  };

  return (
    <TitledCard title="Your name">
      <form className="settings-form" noValidate onSubmit={save}>
        <InputField label="First name" error={errors.firstName} autoComplete="given-name" value={values.firstName} onChange={changeHandler('firstName')} />
        <InputField label="Last name" error={errors.lastName} autoComplete="family-name" value={values.lastName} onChange={changeHandler('lastName')} />
        <InputField label="Email" hint="The address you log in with cannot be changed here." type="email" disabled value={profile.email} />
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
    </TitledCard>
  );
}
