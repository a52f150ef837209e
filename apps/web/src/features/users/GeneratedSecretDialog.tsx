import { CopyButton } from '../../components/CopyButton';
import { Dialog } from '../../components/Dialog';
import { InputField } from '../../components/InputField';

interface GeneratedSecretDialogProps {
  title: string;
  /** e.g. 'New API key (copy now):' — worded as SPEC section 8 quotes it. */
  label: string;
  secret: string;
  onClose: () => void;
}

/** Shows a freshly generated key or password once; the server never returns it again. */
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
      <InputField label={label} hint="It will not be shown again." isMono readOnly autoFocus value={secret} onFocus={(event) => event.target.select()} />
    </Dialog>
  );
}
