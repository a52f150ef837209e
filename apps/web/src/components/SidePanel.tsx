import { useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ModalHeader } from './ModalHeader';
import { useModalFocus } from './useModalFocus';
import { useScrollLock } from './useScrollLock';

interface SidePanelProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons pinned to the bottom of the panel. */
  actions?: ReactNode;
}

/** A detail panel sliding in from the right. Escape, the close button or a click beside it dismisses it. */
export function SidePanel({ title, onClose, children, actions }: SidePanelProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  useScrollLock();
  useModalFocus(panelRef);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  const closeOnBackdropClick = (event: MouseEvent) => {
    if (event.target === event.currentTarget) onClose();
  };

  return createPortal(
    <div className="overlay overlay--side" onMouseDown={closeOnBackdropClick}>
      <aside
        ref={panelRef}
        className="side-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={closeOnEscape}
      >
        <ModalHeader className="side-panel__header" titleId={titleId} title={title} onClose={onClose} />
        <div className="side-panel__body">{children}</div>
        {actions && <div className="side-panel__actions">{actions}</div>}
      </aside>
    </div>,
    document.body,
  );
}
