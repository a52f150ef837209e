import { useState, type ReactNode } from 'react';
import { Dialog } from './Dialog';
import { FormField } from './FormField';

interface ConfirmDeleteDialogProps {
  title: string;
  /** The item's e-mail, domain, name or id: Delete stays disabled until it is typed exactly. */
  expectedText: string;
  /** What else the deletion does or does not remove. */
  consequences?: ReactNode;
  isDeleting?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDeleteDialog({
  title,
  expectedText,
  consequences,
  isDeleting = false,
  onConfirm,
  onCancel,
}: ConfirmDeleteDialogProps) {
  const [typedText, setTypedText] = useState('');
  const confirmed = typedText === expectedText;
  const confirm = () => {
    if (confirmed && !isDeleting) onConfirm();
  };

  return (
    <Dialog
      title={title}
      onClose={onCancel}
      onSubmit={confirm}
      actions={
        <>
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="button button--danger" disabled={!confirmed || isDeleting}>
            {isDeleting ? 'Deleting…' : 'Delete'}
          </button>
        </>
      }
    >
      <p className="dialog__text">
        This cannot be undone. {consequences}
      </p>
      <FormField label={`Type ${expectedText} to confirm`}>
        {(control) => (
          <input
            {...control}
            className="input"
            autoComplete="off"
            spellCheck={false}
            autoFocus
            value={typedText}
            onChange={(event) => setTypedText(event.target.value)}
          />
        )}
      </FormField>
    </Dialog>
  );
}
