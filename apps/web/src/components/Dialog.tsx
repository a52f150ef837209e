import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ModalHeader } from './ModalHeader';
import { useModal } from './useModal';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons along the bottom edge. */
  actions?: ReactNode;
  /** Makes the dialog a form, so Enter submits and the actions can hold a submit button. */
  onSubmit?: () => void;
}

/**
 * A centred modal dialog, named by its title. Escape or the close button dismisses it; a click
 * outside does not, so typed input is never lost by accident. While it is open, Tab stays
 * inside it and the page behind is inert; closing it gives focus back to its opener.
 */
export function Dialog({ title, onClose, children, actions, onSubmit }: DialogProps) {
  const { titleId, overlayRef, containerRef: dialogRef } = useModal<HTMLDivElement>();

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
    <div ref={overlayRef} className="overlay overlay--centre">
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
