import { useId, useRef } from 'react';
import { useInertBackground } from './useInertBackground';
import { useModalFocus } from './useModalFocus';
import { useScrollLock } from './useScrollLock';

/**
 * What makes a dialog or side panel modal, the same for every kind: the page behind neither
 * scrolls nor takes clicks, focus or screen readers (inert); focus moves in, Tab and Shift+Tab
 * stay inside, and closing gives focus back to the opener. The caller puts `overlayRef` on its
 * top-level element (a portal into document.body), `containerRef` on its role="dialog"
 * element, and `titleId` on the heading that names it.
 */
export function useModal<Container extends HTMLElement>() {
  const titleId = useId();
  const overlayRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<Container>(null);
  useScrollLock();
  // Before useModalFocus: its clean-up gives focus back, which needs the page usable again first.
  useInertBackground(overlayRef);
  useModalFocus(containerRef);
  return { titleId, overlayRef, containerRef };
}
