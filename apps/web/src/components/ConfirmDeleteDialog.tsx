import { useState, type ReactNode } from 'react';
import { FormDialog } from './FormDialog';
import { InputField } from './InputField';

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
    <FormDialog
      title={title}
      submitLabel="Delete"
      busyLabel="Deleting…"
      isBusy={isDeleting}
      canSubmit={confirmed}
      isDestructive
      onSubmit={confirm}
      onClose={onCancel}
    >
      <p className="dialog__text">
        This cannot be undone. {consequences}
      </p>
      <InputField
        label={`Type ${expectedText} to confirm`}
        autoComplete="off"
        spellCheck={false}
        autoFocus
        value={typedText}
        onChange={(event) => setTypedText(event.target.value)}
      />
    </FormDialog>
  );
}
