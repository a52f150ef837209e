import { useEffect } from 'react';

// A count rather than a flag: a dialog opened from a side panel must not unlock the page
// when it closes while the panel is still open.
let activeLocks = 0;
let overflowBeforeLock = '';

/** Stops the page behind a dialog or panel from scrolling while the caller is mounted. */
export function useScrollLock(): void {
  useEffect(() => {
    if (activeLocks === 0) {
      overflowBeforeLock = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    activeLocks += 1;
    return () => {
      activeLocks -= 1;
      if (activeLocks === 0) document.body.style.overflow = overflowBeforeLock;
    };
  }, []);
}
