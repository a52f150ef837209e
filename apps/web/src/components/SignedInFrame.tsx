import { useRef, type MouseEvent, type ReactNode } from 'react';

interface SignedInFrameProps {
  /** The sidebar: the area's navigation (a drawer on narrow screens). */
  sidebar: ReactNode;
  topBar: ReactNode;
  isSidebarOpen: boolean;
  onCloseSidebar: () => void;
  /** The screen. */
  children: ReactNode;
}

/**
 * The frame of every signed-in screen, the admin console's and the customer area's: a "Skip to
 * content" link (the first Tab stop, shown when focused), the sidebar, the top bar and the
 * screen in the main landmark.
 */
export function SignedInFrame({ sidebar, topBar, isSidebarOpen, onCloseSidebar, children }: SignedInFrameProps) {
  const mainRef = useRef<HTMLElement>(null);
  // Focus moves by script rather than by the #content fragment, which the router would take as a navigation.
  const skipToContent = (event: MouseEvent) => {
    event.preventDefault();
    mainRef.current?.focus();
  };

  return (
    <div className="admin-shell">
      <a className="skip-link" href="#content" onClick={skipToContent}>
        Skip to content
      </a>
      {sidebar}
      {isSidebarOpen && <div className="admin-shell__scrim" aria-hidden="true" onClick={onCloseSidebar} />}
      <div className="admin-shell__main">
        {topBar}
        <main ref={mainRef} id="content" className="admin-shell__content" tabIndex={-1} aria-label="Content">
          {children}
        </main>
      </div>
    </div>
  );
}
