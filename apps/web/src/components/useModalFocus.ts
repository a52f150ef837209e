import { useEffect, useState, type RefObject } from 'react';
import { tabbable } from 'tabbable';

/**
 * Keeps Tab and Shift+Tab inside the dialog or panel: past its last control focus wraps to its
 * first, and back. A native listener on the container rather than React's onKeyDown: React
 * bubbles a nested dialog's events through its portal to the panel that opened it, and only
 * the innermost modal may move the focus.
 */
function trapTab(container: HTMLElement): () => void {
  const wrapFocus = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.defaultPrevented) return;
    const stops = tabbable(container);
    if (stops.length === 0) {
      event.preventDefault();
      container.focus();
      return;
    }
    const first = stops[0];
    const last = stops[stops.length - 1];
    const current = document.activeElement;
    if (event.shiftKey && (current === first || current === container)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && current === last) {
      event.preventDefault();
      first.focus();
    }
  };
  container.addEventListener('keydown', wrapFocus);
  return () => container.removeEventListener('keydown', wrapFocus);
}

/**
 * Moves focus into a dialog or panel when it opens (unless a field inside already took it
 * with autoFocus), keeps it there while it is open and gives it back to whatever opened it
 * when it closes.
 */
export function useModalFocus(container: RefObject<HTMLElement | null>): void {
  // Read while rendering: by the time effects run, an autoFocus field inside has the focus.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    if (!element.contains(document.activeElement)) element.focus();
    const releaseTab = trapTab(element);
    return () => {
      releaseTab();
      opener?.focus();
    };
  }, [container, opener]);
}
