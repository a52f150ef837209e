/** What a layout shows in place of a screen while the screen's code loads (see AppRoutes). */
export function ScreenLoading() {
  return <p className="centre-message">Loading…</p>;
}
