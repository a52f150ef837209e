import type { ReactNode } from 'react';
import { Dialog } from './Dialog';

interface FormDialogProps {
  title: string;
  onClose: () => void;
  /** Called on the submit button and on Enter. */
  onSubmit: () => void;
  submitLabel: string;
  /** What the submit button says while `isBusy`. */
  busyLabel?: string;
  /** A request is running: the submit button is disabled and shows `busyLabel`. */
  isBusy: boolean;
  /** False keeps the submit button disabled too, e.g. until a deletion is confirmed. */
  canSubmit?: boolean;
  /** The button that dismisses the dialog without submitting. */
  closeLabel?: string;
  /** A red submit button, for an action that destroys something. */
  isDestructive?: boolean;
  children: ReactNode;
}

/** A dialog holding a form, with a dismiss button and a submit button along the bottom edge. */
export function FormDialog({
  title,
  onClose,
  onSubmit,
  submitLabel,
  busyLabel = 'Saving…',
  isBusy,
  canSubmit = true,
  closeLabel = 'Cancel',
  isDestructive = false,
  children,
}: FormDialogProps) {
  return (
    <Dialog
      title={title}
      onClose={onClose}
      onSubmit={onSubmit}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {closeLabel}
          </button>
          <button type="submit" className={isDestructive ? 'button button--danger' : 'button button--primary'} disabled={!canSubmit || isBusy}>
            {isBusy ? busyLabel : submitLabel}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
