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

/** How long a closed modal keeps trying to give the focus back (see giveFocusBack). */
const REPLACEMENT_WAIT_MS = 1_000;

/** What an opener is known by: its tag, and its id or accessible text. */
function sameControl(opener: HTMLElement): (candidate: Element) => boolean {
  const nameOf = (element: Element) => element.getAttribute('aria-label') ?? element.textContent ?? '';
  const name = nameOf(opener);
  return (candidate) => candidate.tagName === opener.tagName && (opener.id ? candidate.id === opener.id : nameOf(candidate) === name);
}

/**
 * Focuses the opener again. When that does not take at once, it tries again each frame for a
 * moment: the opener may have been replaced meanwhile (its list refetched and drew the row or
 * button afresh, so the node that had the focus is gone: the control drawn in its place takes it),
 * or be hidden or inert for a frame while the page behind settles. Otherwise focus would fall to
 * the page's body and a keyboard user would start again from the top. Stops as soon as anything
 * else has the focus.
 */
function giveFocusBack(opener: HTMLElement): void {
  const matches = sameControl(opener);
  const giveUpAt = Date.now() + REPLACEMENT_WAIT_MS;
  const attempt = () => {
    if (document.activeElement && document.activeElement !== document.body) return;
    const target = opener.isConnected ? opener : Array.from(document.getElementsByTagName(opener.tagName)).find(matches);
    if (target instanceof HTMLElement) target.focus();
    if (target && document.activeElement === target) return;
    if (Date.now() < giveUpAt) requestAnimationFrame(attempt);
  };
  attempt();
}

/**
 * Moves focus into a dialog or panel when it opens (unless a field inside already took it
 * with autoFocus), keeps it there while it is open and gives it back to whatever opened it
 * when it closes (or to what replaced it).
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
      if (opener) giveFocusBack(opener);
    };
  }, [container, opener]);
}
