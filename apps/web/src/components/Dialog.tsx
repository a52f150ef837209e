import { useId, useRef, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ModalHeader } from './ModalHeader';
import { useModalFocus } from './useModalFocus';
import { useScrollLock } from './useScrollLock';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons along the bottom edge. */
  actions?: ReactNode;
  /** Makes the dialog a form, so Enter submits and the actions can hold a submit button. */
  onSubmit?: () => void;
}

/** A centred modal dialog. Escape or the close button dismisses it; a click outside does not, so typed input is never lost by accident. */
export function Dialog({ title, onClose, children, actions, onSubmit }: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useScrollLock();
  useModalFocus(dialogRef);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Stop here: React bubbles portal events to the panel that may have opened this dialog.
    event.stopPropagation();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  const content = (
    <>
      <div className="dialog__body">{children}</div>
      {actions && <div className="dialog__actions">{actions}</div>}
    </>
  );

  return createPortal(
    <div className="overlay overlay--centre">
      <div
        ref={dialogRef}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={closeOnEscape}
      >
        <ModalHeader className="dialog__header" titleId={titleId} title={title} onClose={onClose} />
        {onSubmit ? (
          <form noValidate onSubmit={submit}>
            {content}
          </form>
        ) : (
          content
        )}
      </div>
    </div>,
    document.body,
  );
}
