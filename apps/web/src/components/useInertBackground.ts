import { useEffect, type RefObject } from 'react';

/** Top-level elements a modal leaves usable: the notices, which stay readable and dismissible above any dialog. */
const ABOVE_MODALS = '[data-above-modals]';

// How many open modals hold each element inert: a dialog opened from a side panel makes the
// panel inert too, and whichever of the two closes first must not wake the page behind both.
const inertHolds = new Map<Element, number>();

function hold(element: Element): void {
  const holds = inertHolds.get(element) ?? 0;
  if (holds === 0) element.setAttribute('inert', '');
  inertHolds.set(element, holds + 1);
}

function release(element: Element): void {
  const holds = (inertHolds.get(element) ?? 1) - 1;
  if (holds > 0) {
    inertHolds.set(element, holds);
    return;
  }
  inertHolds.delete(element);
  element.removeAttribute('inert');
}

/**
 * Makes everything outside the modal (the page, and any modal beneath this one) inert while it
 * is open: no clicks, no focus, hidden from screen readers, as `aria-modal` promises. The
 * overlay is the modal's top-level element, a child of document.body (dialogs are portals).
 */
export function useInertBackground(overlay: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const own = overlay.current;
    const background = Array.from(document.body.children).filter((element) => element !== own && !element.matches(ABOVE_MODALS));
    background.forEach(hold);
    return () => background.forEach(release);
  }, [overlay]);
}
