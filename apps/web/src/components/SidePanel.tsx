import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ModalHeader } from './ModalHeader';
import { useModal } from './useModal';

interface SidePanelProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons pinned to the bottom of the panel. */
  actions?: ReactNode;
}

/**
 * A detail panel sliding in from the right: a modal dialog like Dialog (named by its title,
 * Tab kept inside, the page behind inert, focus back to the opener on closing). Escape, the
 * close button or a click beside it dismisses it.
 */
export function SidePanel({ title, onClose, children, actions }: SidePanelProps) {
  const { titleId, overlayRef, containerRef: panelRef } = useModal<HTMLElement>();

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  const closeOnBackdropClick = (event: MouseEvent) => {
    if (event.target === event.currentTarget) onClose();
  };

  return createPortal(
    <div ref={overlayRef} className="overlay overlay--side" onMouseDown={closeOnBackdropClick}>
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
        {/* A tab stop of its own: details without controls can be long, and the keyboard must scroll them too. */}
        <div className="side-panel__body" tabIndex={0}>
          {children}
        </div>
        {actions && <div className="side-panel__actions">{actions}</div>}
      </aside>
    </div>,
    document.body,
  );
}
