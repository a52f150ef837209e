import { CopyButton } from '../../components/CopyButton';
import { Dialog } from '../../components/Dialog';
import { FormField } from '../../components/FormField';

interface GeneratedSecretDialogProps {
  title: string;
  /** e.g. 'New API key (copy now):' — worded as SPEC section 8 quotes it. */
  label: string;
  secret: string;
  onClose: () => void;
}

/**
 * Shows a freshly generated key or password once; the server never returns it again. In a
 * read-only text box that grows to hold it, wrapped anywhere (a key has no words): the whole
 * secret is in view and selected on focus, and Copy takes all of it.
 */
export function GeneratedSecretDialog({ title, label, secret, onClose }: GeneratedSecretDialogProps) {
  return (
    <Dialog
      title={title}
      onClose={onClose}
      actions={
        <>
          <CopyButton text={secret} className="button" />
          <button type="button" className="button button--primary" onClick={onClose}>
            Done
          </button>
        </>
      }
    >
      <FormField label={label} hint="It will not be shown again.">
        {(control) => (
          <textarea
            {...control}
            className="input input--mono secret-text"
            readOnly
            autoFocus
            rows={1}
            spellCheck={false}
            value={secret}
            onFocus={(event) => event.target.select()}
          />
        )}
      </FormField>
    </Dialog>
  );
}
