import { useEffect, useState, type RefObject } from 'react';

/**
 * Moves focus into a dialog or panel when it opens (unless a field inside already took it
 * with autoFocus) and gives it back to whatever opened it when it closes.
 */
export function useModalFocus(container: RefObject<HTMLElement | null>): void {
  // Read while rendering: by the time effects run, an autoFocus field inside has the focus.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(() => {
    const element = container.current;
    if (element && !element.contains(document.activeElement)) element.focus();
    return () => opener?.focus();
  }, [container, opener]);
}
