import type { ProductionAccessState } from '@platform/contracts';

export const ACCESS_STATE_LABELS: Record<ProductionAccessState, string> = { sandboxed: 'Sandboxed', production: 'Production' };
const ACCESS_STATE_BADGES: Record<ProductionAccessState, string> = { sandboxed: 'badge badge--warning', production: 'badge badge--active' };

/** Whether an account may send to anyone (production) or only within the sandbox, as a badge. */
export function ProductionAccessBadge({ state }: { state: ProductionAccessState }) {
  return <span className={ACCESS_STATE_BADGES[state]}>{ACCESS_STATE_LABELS[state]}</span>;
}
