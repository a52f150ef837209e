import { FormDialog } from '../../components/FormDialog';
import { InputField } from '../../components/InputField';
import { emailFieldError } from '../../lib/formValidation';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';
import { suppressionQueries } from '../hooks';

/** Stops mail to an address, with an optional reason (the server's default names the account). */
export function AddSuppressionDialog({ onClose }: { onClose: () => void }) {
  const addSuppression = suppressionQueries.useCreate();
  const { values, changeHandler } = useFormValues({ address: '', reason: '' });
  const { errors, reportFieldErrors } = useFieldErrors<'address'>();

  const save = () => {
    const addressError = emailFieldError(values.address);
    if (!reportFieldErrors({ address: addressError && addressError.replace('Email', 'Address') }) || addSuppression.isPending) return;
    const reason = values.reason.trim();
    addSuppression.mutate({ address: values.address.trim(), ...(reason && { reason }) }, { onSuccess: onClose });
  };

  return (
    <FormDialog title="Add Suppression" submitLabel="Add Suppression" busyLabel="Adding…" isBusy={addSuppression.isPending} onSubmit={save} onClose={onClose}>
      <InputField label="Address" error={errors.address} type="email" autoComplete="off" autoFocus value={values.address} onChange={changeHandler('address')} />
      <InputField label="Reason" hint="Optional, for your own records." autoComplete="off" value={values.reason} onChange={changeHandler('reason')} />
    </FormDialog>
  );
}
